import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { siteOrigin } from '@/lib/site-origin.server'
import type { RequestSpec } from '@/server/requests/process-request.server'
import { newsletterSchema } from './newsletter-schema'
import { unsubscribeToken } from './unsubscribe-token'

/**
 * The links of an address's unsubscribe: the page in the e-mail's text (it asks before it acts)
 * and the one-click endpoint of RFC 8058 that mail programs post to.
 */
export async function unsubscribeLinks(email: string, lang: Language, defaultLanguage: Language) {
  const origin = siteOrigin()
  const token = unsubscribeToken(email)
  const page = localizedUrl(lang, 'newsletter/unsubscribe', defaultLanguage)
  return {
    page: `${origin}${page}?token=${token}`,
    oneClick: `${origin}/api/newsletter/unsubscribe/?token=${token}`,
  }
}

/** Newsletter sign-up: the subscription, a note to the agency, a confirmation to the visitor. */
export const newsletterRequest: RequestSpec<typeof newsletterSchema> = {
  kind: 'newsletter',
  schema: newsletterSchema,
  person: ({ email }) => ({ email }),
  data: ({ consent }) => ({ consent }),
  newsletter: () => true,
  summary: (input, t) => [
    { label: t('forms.fields.email'), value: input.email },
    { label: t('newsletter.consentLabel'), value: t('contactForms.yes') },
  ],
  async mail(input, { locale, config, visitorT }) {
    const links = await unsubscribeLinks(input.email, locale, config.defaultLanguage)
    return {
      visitorNotes: [visitorT('newsletter.mail.unsubscribe', { url: links.page })],
      visitorHeaders: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }
  },
}
