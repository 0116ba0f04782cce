import { getTranslations } from 'next-intl/server'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import type { ViewCounters } from './statistics'
import styles from './portal.module.css'

/** Views today, this week, this month and in total (specification §3 "Visit counters"). */
export async function Counters({ counters, lang }: { counters: ViewCounters; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.counters' })
  const items = [
    ['today', counters.today],
    ['week', counters.week],
    ['month', counters.month],
    ['total', counters.total],
  ] as const
  return (
    <section aria-labelledby="counters-title" className={styles.section}>
      <h2 id="counters-title">{t('title')}</h2>
      <dl className={styles.counters}>
        {items.map(([key, value]) => (
          <div key={key} className={styles.counter}>
            <dt>{t(key)}</dt>
            <dd data-counter={key}>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('note')}</p>
    </section>
  )
}
