import { getTranslations } from 'next-intl/server'
import type { AlertCount } from '@/features/demand-alerts/server'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import styles from './portal.module.css'

/** How many registered search alerts match the property, and the change over 30 days. */
export async function AlertCountSection({ count, lang }: { count: AlertCount; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'demandAlerts.owner' })
  const change = count.now - count.before
  return (
    <section aria-labelledby="alert-count-title" className={styles.section}>
      <h2 id="alert-count-title">{t('title')}</h2>
      <p data-alert-count={count.now}>
        {t('count', { count: count.now, countText: formatNumber(count.now) })}{' '}
        {t('change', {
          change: change === 0 ? 'same' : change > 0 ? 'up' : 'down',
          changeText: formatNumber(Math.abs(change)),
        })}
      </p>
      <p className={styles.note}>{t('note')}</p>
    </section>
  )
}
