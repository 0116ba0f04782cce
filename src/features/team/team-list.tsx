import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { agentUrl } from '@/server/routing/team-links.server'
import { agentName } from './agent-name'
import type { AgentProfile } from './agents.server'
import { AgentDetails, AgentPhoto } from './agent-details'
import styles from './team.module.css'

/** The team page's agents: portrait, name (a link to their page), role, languages and contact. */
export function TeamList({
  agents,
  lang,
  fallbackLanguage,
  teamUrl,
}: {
  agents: AgentProfile[]
  lang: Language
  fallbackLanguage: Language
  teamUrl: string
}) {
  return (
    <ul className={styles.team}>
      {agents.map((agent) => (
        <li key={agent.id} className={styles.member}>
          <AgentPhoto agent={agent} size={96} />
          <div>
            <h2 className={styles.name}>
              <a href={agentUrl(teamUrl, agent.slug)}>{agentName(agent)}</a>
            </h2>
            <p className={styles.role}>{localize(agent.role, lang, fallbackLanguage)}</p>
            <AgentDetails agent={agent} lang={lang} />
          </div>
        </li>
      ))}
    </ul>
  )
}
