import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { moderateTestimonial } from '@/features/testimonials/moderation.server'
import { db } from '@/server/db/client'

/**
 * The button of the moderation page: publishes or rejects the testimonial its signed token
 * names, then shows the page again with the new status (303, so a reload does not post again).
 * A changed or expired token changes nothing; the page then says the link does not work.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  await moderateTestimonial(db(), token)
  const form = await request.formData().catch(() => null)
  const wanted = form?.get('lang')
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const lang = isSupportedLanguage(wanted) && enabled.includes(wanted) ? wanted : defaultLanguage
  const page = localizedUrl(lang, 'testimonials/moderate', defaultLanguage)
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${page}?token=${encodeURIComponent(token)}`,
      'Cache-Control': 'no-store',
    },
  })
}
