import 'server-only'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { translatorFor } from '@/lib/i18n/server-translator'
import { siteOrigin } from '@/lib/site-origin.server'
import type { RequestSpec } from '@/server/requests/process-request.server'
import { agencyOf, queueRequestMails } from '@/server/requests/request-mail.server'
import { newsletterSchema } from './newsletter-schema'
import { subscribeToNewsletter } from './subscriptions.server'
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
  async store(input, { tx, requestId, locale }) {
    await subscribeToNewsletter(tx, input.email, locale)
    const config = await getSiteConfig()
    const links = await unsubscribeLinks(input.email, locale, config.defaultLanguage)
    const t = await translatorFor(locale)
    await queueRequestMails(tx, {
      kind: 'newsletter',
      requestId,
      locale,
      person: input,
      agency: agencyOf(config),
      async summary(lang) {
        const t = await translatorFor(lang)
        return [
          { label: t('forms.fields.email'), value: input.email },
          { label: t('newsletter.consentLabel'), value: t('contactForms.yes') },
        ]
      },
      visitorNotes: [t('newsletter.mail.unsubscribe', { url: links.page })],
      visitorHeaders: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
  },
}
