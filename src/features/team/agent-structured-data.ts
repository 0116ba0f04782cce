import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { agentName } from './agent-name'
import type { AgentProfile } from './agents.server'

/**
 * An agent's page as schema.org data: a Person who works for the agency (`agencyId`, the
 * RealEstateAgent of the home and office pages), with role, languages and contact.
 */
export function agentJsonLd({
  agent,
  lang,
  fallbackLanguage,
  url,
  origin,
  agencyId,
}: {
  agent: AgentProfile
  lang: Language
  fallbackLanguage: Language
  url: string
  origin: string
  agencyId: string
}) {
  const bio = agent.bio && localize(agent.bio, lang, fallbackLanguage)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: agentName(agent),
    url: new URL(url, origin).toString(),
    jobTitle: localize(agent.role, lang, fallbackLanguage) || undefined,
    ...(bio && { description: bio }),
    ...(agent.photo && { image: new URL(agent.photo, origin).toString() }),
    telephone: agent.phone,
    email: agent.email,
    knowsLanguage: agent.languages,
    worksFor: { '@id': agencyId },
  }
}
