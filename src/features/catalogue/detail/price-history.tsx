import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { dateFormat } from '@/lib/format/date-format'
import { formatPercent } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import type { PriceChange } from './types'
import styles from './detail.module.css'

const minus = '\u2212'

/** '−€ 20.000' and '(−6,3%)': the step and its share of the price before it, with their sign. */
function changeTexts(previous: number, price: number, lang: Language): [string, string] {
  const difference = price - previous
  const sign = difference < 0 ? minus : '+'
  const share = formatPercent(Math.abs(difference) / previous, lang, 1)
  return [`${sign}${formatAmount(Math.abs(difference))}`, `(${sign}${share})`]
}

/**
 * The price's history on the property page: the first published price, then every change of it
 * with its date and step. Nothing when the price never changed while it was shown. Each step is
 * worked out from the row above it: a price changed while the listing was offline or its price
 * hidden left no row, and the table must still add up.
 */
export async function PriceHistory({
  history,
  listedAt,
  goal,
  lang,
}: {
  history: PriceChange[]
  listedAt: Date
  goal: number
  lang: Language
}) {
  const [first] = history
  if (!first) return null
  const rows: { changedAt: Date; price: number; previous: number }[] = []
  let shown = first.previousPrice
  for (const change of history) {
    if (change.price === shown) continue
    rows.push({ changedAt: change.changedAt, price: change.price, previous: shown })
    shown = change.price
  }
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const date = dateFormat(lang, { dateStyle: 'medium', timeZone: 'Europe/Brussels' })
  return (
    <section className={styles.section} aria-labelledby="property-price-history">
      <h2 id="property-price-history">{t('priceHistory.title')}</h2>
      {/* On a narrow phone the table may scroll sideways: the scroller is a stop for the keyboard,
          named by the caption (the section around it has the heading's name). */}
      <div
        className={styles.tableWrap}
        role="region"
        aria-labelledby="property-price-history-caption"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id="property-price-history-caption" className="visually-hidden">
            {t('priceHistory.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('priceHistory.date')}</th>
              <th scope="col">{goal === 0 ? t('price') : t('rent')}</th>
              <th scope="col">{t('priceHistory.change')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{date.format(listedAt)}</td>
              <td className={styles.amount}>{formatAmount(first.previousPrice)}</td>
              <td>{t('priceHistory.listed')}</td>
            </tr>
            {rows.map((change, index) => {
              const [step, share] = changeTexts(change.previous, change.price, lang)
              return (
                <tr key={index}>
                  <td>{date.format(change.changedAt)}</td>
                  <td className={styles.amount}>{formatAmount(change.price)}</td>
                  <td>
                    <span className={styles.amount}>{step}</span>{' '}
                    <span className={styles.amount}>{share}</span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
