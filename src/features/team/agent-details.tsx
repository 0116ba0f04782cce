import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { formatPhone } from '@/lib/format/phone-format'
import type { AgentProfile } from './agents.server'
import { spokenLanguages } from './spoken-languages'
import styles from './team.module.css'

/** An agent's languages, phone and e-mail, as a description list. */
export async function AgentDetails({ agent, lang }: { agent: AgentProfile; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'team' })
  const tel = agent.phone.replace(/[^+\d]/g, '')
  return (
    <dl className={styles.details}>
      {agent.languages.length > 0 && (
        <div>
          <dt>{t('languages')}</dt>
          <dd>{spokenLanguages(agent.languages, lang)}</dd>
        </div>
      )}
      {tel && (
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${tel}`}>{formatPhone(agent.phone)}</a>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${agent.email}`}>{agent.email}</a>
        </dd>
      </div>
    </dl>
  )
}

/** An agent's portrait; nothing when there is none. */
export function AgentPhoto({ agent, size }: { agent: AgentProfile; size: number }) {
  if (!agent.photo) return null
  // eslint-disable-next-line @next/next/no-img-element -- a small portrait
  return <img src={agent.photo} alt="" width={size} height={size} className={styles.photo} />
}
