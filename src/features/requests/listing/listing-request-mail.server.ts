import 'server-only'
import { z } from '@/lib/zod'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { translatorFor } from '@/lib/i18n/server-translator'
import {
  agencyOf,
  personLines,
  queueRequestMails,
  type MailLine,
  type RequestMail,
} from '@/server/requests/request-mail.server'
import { pageLink, projectLines, propertyLines } from './listing-mail.server'
import {
  projectPageUrl,
  propertyPageUrl,
  type ProjectTarget,
  type PropertyTarget,
} from './listing-target.server'
import type { Executor } from '@/server/db/types'

type Translator = Awaited<ReturnType<typeof translatorFor>>

/**
 * The listing's agent also gets the agency's e-mail, when the listing has one. An address the
 * outbox would refuse is left out: a bad agent record must not cost the visitor their request.
 */
export const agentCopy = (email: string | null) =>
  email && z.email().safeParse(email).success ? [email] : []

type ListingMail = Omit<RequestMail, 'agency' | 'copyTo' | 'link' | 'summary' | 'person'> & {
  person: RequestMail['person'] & { title?: string }
  config: SiteConfig
  /** The form's own lines, in `lang`: they follow the listing's and the person's. */
  lines: (t: Translator, lang: Language) => MailLine[] | Promise<MailLine[]>
}

type Language = RequestMail['locale']

/**
 * The e-mails of a request about a property: the agency's (a copy to the listing's agent) and the
 * visitor's, each listing the property, the person and then the form's own fields, with a link
 * to the property's page in each e-mail's language.
 */
export async function queuePropertyMails(
  tx: Executor,
  property: PropertyTarget,
  { config, lines, ...mail }: ListingMail,
) {
  await queueRequestMails(tx, {
    ...mail,
    agency: agencyOf(config),
    copyTo: agentCopy(property.agentEmail),
    link: pageLink(await propertyPageUrl(property, mail.locale), 'property'),
    async summary(lang) {
      const t = await translatorFor(lang)
      return [
        ...(await propertyLines(property, lang, config.defaultLanguage)),
        ...personLines(t, mail.person),
        ...(await lines(t, lang)),
      ]
    },
  })
}

/** The same for a request about a new-build project. */
export async function queueProjectMails(
  tx: Executor,
  project: ProjectTarget,
  { config, lines, ...mail }: ListingMail,
) {
  await queueRequestMails(tx, {
    ...mail,
    agency: agencyOf(config),
    copyTo: agentCopy(project.agentEmail),
    link: pageLink(await projectPageUrl(project, mail.locale), 'project'),
    async summary(lang) {
      const t = await translatorFor(lang)
      return [
        ...(await projectLines(project, lang)),
        ...personLines(t, mail.person),
        ...(await lines(t, lang)),
      ]
    },
  })
}
