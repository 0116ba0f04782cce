import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { formatPercent } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import type { PurchaseCostPeriod } from '@/lib/belgium/purchase-cost-periods'
import {
  estimatePurchaseCosts,
  type PurchaseCostEstimate,
  type PurchaseCostLine,
} from '@/lib/belgium/purchase-costs'
import type { Region } from '@/lib/belgium/region'
import { formatDate } from './format-value'
import styles from './detail.module.css'

export type PurchaseCostInput = {
  price: number
  region: Region
  newBuild: boolean
  period: PurchaseCostPeriod
}

/**
 * The estimates a sale listing shows (decisions.md §7): the buyer's own and only home (the
 * default, first) and any other purchase; a new build under VAT has one estimate.
 */
export function purchaseCostColumns({ price, region, newBuild, period }: PurchaseCostInput) {
  const columns = (newBuild ? [true] : [true, false]).map((ownHome) => ({
    ownHome,
    estimate: estimatePurchaseCosts({ price, region, ownHome, newBuild, period }),
  }))
  return columns.filter(
    (column): column is { ownHome: boolean; estimate: PurchaseCostEstimate } =>
      column.estimate !== null,
  )
}

/** The estimated purchase costs of a sale listing as a plain table, with its sources and date. */
export async function PurchaseCostTable({
  input,
  lang,
  headingId,
}: {
  input: PurchaseCostInput
  lang: Language
  headingId: string
}) {
  const columns = purchaseCostColumns(input)
  const [first] = columns
  if (!first) return null
  const { period } = first.estimate
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.purchaseCosts' })
  const d = await getTranslations({ locale: lang, namespace: 'catalogue.detail.purchaseCosts' })
  // An amount never breaks after its euro sign (the phone's narrow columns did that).
  const money = (value: number) => <span className={styles.amount}>{formatAmount(value)}</span>
  const cell = (line: PurchaseCostLine | undefined): ReactNode => {
    if (!line) return ''
    const amount = money(line.amount)
    if (line.key === 'registrationDuties') {
      const rate = (
        <>
          {amount} ({formatPercent(line.rate, lang)})
        </>
      )
      return line.abatement > 0 ? (
        <>
          {rate}, {t('abatement', { amount: formatAmount(line.abatement) })}
        </>
      ) : (
        rate
      )
    }
    if (line.key === 'vat') {
      return (
        <>
          {amount} ({formatPercent(line.rate, lang)})
        </>
      )
    }
    return amount
  }
  const header = (ownHome: boolean) =>
    input.newBuild ? t('newBuild') : ownHome ? d('ownHome') : d('otherPurchase')
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      <p className={styles.muted}>
        {period.until
          ? d('rulesBetween', {
              from: formatDate(period.from, lang),
              until: formatDate(period.until, lang),
            })
          : d('rulesSince', { from: formatDate(period.from, lang) })}
      </p>
      {/* A phone scrolls the table sideways: the scroller is a stop for the keyboard, named by
          the caption (the section around it has the heading's name). */}
      <div
        className={styles.tableWrap}
        role="region"
        aria-labelledby={`${headingId}-caption`}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={`${headingId}-caption`} className="visually-hidden">
            {d('tableCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{d('cost')}</th>
              {columns.map((column) => (
                <th scope="col" key={String(column.ownHome)}>
                  {header(column.ownHome)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {first.estimate.lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">{t(line.key)}</th>
                {columns.map((column) => (
                  <td key={String(column.ownHome)}>
                    {cell(column.estimate.lines.find((other) => other.key === line.key))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              {columns.map((column) => (
                <td key={String(column.ownHome)}>{money(column.estimate.total)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('totalWithPrice')}</th>
              {columns.map((column) => (
                <td key={String(column.ownHome)}>{money(column.estimate.totalWithPrice)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.muted}>{t('disclaimer')}</p>
      <h3 className={styles.small}>{t('sources')}</h3>
      <ul className={styles.sources}>
        {first.estimate.sources.map((source) => (
          <li key={source.name}>
            {source.url ? (
              <a href={source.url} rel="noopener noreferrer">
                {source.name}
              </a>
            ) : (
              source.name
            )}{' '}
            – {d('source', { date: formatDate(source.date, lang) })}
          </li>
        ))}
      </ul>
    </section>
  )
}
