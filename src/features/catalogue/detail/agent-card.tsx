import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { formatPhone } from '@/lib/format/phone-format'
import { agentPageHref } from '@/server/routing/team-links.server'
import type { AgentView } from './types'
import styles from './detail.module.css'

/** The agency's contact person for a listing (specification §6); the name links to their page. */
export async function AgentCard({
  agent,
  lang,
  fallbackLanguage,
  headingId,
}: {
  agent: AgentView
  lang: Language
  fallbackLanguage: Language
  headingId: string
}) {
  const [t, href] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    agentPageHref(agent.slug, lang),
  ])
  const name = `${agent.firstName} ${agent.lastName}`.trim()
  const role = localize(agent.role, lang, fallbackLanguage)
  const tel = agent.phone.replace(/[^+\d]/g, '')
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.boxTitle}>
        {t('contact.title')}
      </h2>
      <div className={styles.agent}>
        {agent.photo && (
          // eslint-disable-next-line @next/next/no-img-element -- a small portrait
          <img src={agent.photo} alt="" width={72} height={72} className={styles.agentPhoto} />
        )}
        <div>
          <p className={styles.agentName}>{href ? <a href={href}>{name}</a> : name}</p>
          {role && <p className={styles.muted}>{role}</p>}
        </div>
      </div>
      <dl className={styles.contactList}>
        {tel && (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${tel}`}>{formatPhone(agent.phone)}</a>
            </dd>
          </div>
        )}
        {agent.email && (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
