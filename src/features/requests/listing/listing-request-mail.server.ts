import 'server-only'
import { z } from '@/lib/zod'
import type { Language } from '@/lib/i18n/languages'
import type { Translator } from '@/lib/i18n/server-translator'
import type { SubmissionPerson } from '@/server/requests/process-request.server'
import {
  personLines,
  type MailLine,
  type RequestMailOptions,
} from '@/server/requests/request-mail.server'
import { pageLink, projectLines, propertyLines } from './listing-mail.server'
import {
  projectPageUrl,
  propertyPageUrl,
  type ProjectTarget,
  type PropertyTarget,
} from './listing-target.server'

/**
 * The listing's agent also gets the agency's e-mail, when the listing has one. An address the
 * outbox would refuse is left out: a bad agent record must not cost the visitor their request.
 */
export const agentCopy = (email: string | null) =>
  email && z.email().safeParse(email).success ? [email] : []

/**
 * What the e-mails of a request about a property carry: a copy to the listing's agent and a link
 * to the property's page in the visitor's language.
 */
export async function propertyMail(
  property: PropertyTarget,
  locale: Language,
): Promise<RequestMailOptions> {
  return {
    copyTo: agentCopy(property.agentEmail),
    link: pageLink(await propertyPageUrl(property, locale), 'property'),
  }
}

/** The same for a request about a new-build project. */
export async function projectMail(
  project: ProjectTarget,
  locale: Language,
): Promise<RequestMailOptions> {
  return {
    copyTo: agentCopy(project.agentEmail),
    link: pageLink(await projectPageUrl(project, locale), 'project'),
  }
}

type LinesContext = { lang: Language; config: { defaultLanguage: Language } }

/** The fields of a request about a property: the property's, the person's, then the form's own. */
export async function propertyRequestLines(
  property: PropertyTarget,
  person: SubmissionPerson,
  t: Translator,
  { lang, config }: LinesContext,
  own: MailLine[],
): Promise<MailLine[]> {
  return [
    ...(await propertyLines(property, lang, config.defaultLanguage)),
    ...personLines(t, person),
    ...own,
  ]
}

/** The same for a request about a new-build project. */
export async function projectRequestLines(
  project: ProjectTarget,
  person: SubmissionPerson,
  t: Translator,
  { lang }: LinesContext,
  own: MailLine[],
): Promise<MailLine[]> {
  return [...(await projectLines(project, lang)), ...personLines(t, person), ...own]
}
