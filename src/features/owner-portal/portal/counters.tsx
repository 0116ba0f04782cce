import { getTranslations } from 'next-intl/server'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import type { CrmViewCounters, ViewCounters } from './statistics'
import styles from './portal.module.css'

const periods = ['today', 'week', 'month', 'total'] as const

/**
 * Views today, this week, this month and in total (specification §3 "Visit counters"); beside
 * them, the counts the agency's CRM keeps, labelled as its own, where it gave any.
 */
export async function Counters({
  counters,
  crm,
  lang,
}: {
  counters: ViewCounters
  crm: CrmViewCounters | null
  lang: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.counters' })
  const crmKnown = periods.filter((key) => crm?.[key] != null)
  return (
    <section aria-labelledby="counters-title" className={styles.section}>
      <h2 id="counters-title">{t('title')}</h2>
      <dl className={styles.counters}>
        {periods.map((key) => (
          <div key={key} className={styles.counter}>
            <dt>{t(key)}</dt>
            <dd data-counter={key}>{formatNumber(counters[key])}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('note')}</p>
      {crm && crmKnown.length > 0 && (
        <>
          <h3>{t('crmTitle')}</h3>
          <dl className={styles.counters}>
            {crmKnown.map((key) => (
              <div key={key} className={styles.counter}>
                <dt>{t(key)}</dt>
                <dd data-crm-counter={key}>{formatNumber(crm[key]!)}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{t('crmNote')}</p>
        </>
      )}
    </section>
  )
}
