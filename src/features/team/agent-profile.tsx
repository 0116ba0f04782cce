import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { AgentProfile as Agent } from './agents.server'
import { AgentDetails, AgentPhoto } from './agent-details'
import styles from './team.module.css'

/**
 * An agent's page under its heading: portrait, role, introduction, languages and contact, then
 * `listings` (the agent's listings, composed by the route) under their own heading.
 */
export async function AgentProfile({
  agent,
  lang,
  fallbackLanguage,
  listings,
  hasListings,
}: {
  agent: Agent
  lang: Language
  fallbackLanguage: Language
  listings: ReactNode
  hasListings: boolean
}) {
  const t = await getTranslations({ locale: lang, namespace: 'team' })
  const bio = agent.bio && localize(agent.bio, lang, fallbackLanguage)
  return (
    <>
      <div className={styles.profile}>
        <AgentPhoto agent={agent} size={160} />
        <div>
          <p className={styles.role}>{localize(agent.role, lang, fallbackLanguage)}</p>
          {bio && <p>{bio}</p>}
          <AgentDetails agent={agent} lang={lang} />
        </div>
      </div>
      <section aria-labelledby="agent-listings" className={styles.listings}>
        <h2 id="agent-listings">{t('listings', { name: agent.firstName })}</h2>
        {hasListings ? listings : <p>{t('noListings')}</p>}
      </section>
    </>
  )
}
