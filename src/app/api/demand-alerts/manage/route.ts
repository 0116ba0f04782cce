import { alertChangeOf, changeAlert, managedDemand } from '@/features/demand-alerts/manage-alert'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { getLanguageSettings } from '@/server/site-config/site-config.server'

/**
 * The edit page's buttons (save the frequency, pause, resume, delete), posted without
 * JavaScript. Answers 303 to the page, with what was done or that the link does not work, so a
 * reload never posts again.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const form = await request.formData().catch(() => new FormData())
  const id = managedDemand(token)
  const change = alertChangeOf(form)
  const done = id !== null && change !== null && (await changeAlert(db(), id, change))
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const lang = form.get('lang')
  const language = isSupportedLanguage(lang) && enabled.includes(lang) ? lang : defaultLanguage
  const query = done
    ? change.intent === 'delete'
      ? 'done=delete'
      : `token=${encodeURIComponent(token)}&done=${change.intent}`
    : 'link=invalid'
  const page = localizedUrl(language, 'demand-alerts/manage', defaultLanguage)
  return new Response(null, {
    status: 303,
    headers: { Location: `${page}?${query}`, 'Cache-Control': 'no-store' },
  })
}
