'use client'
import { useTranslations } from 'next-intl'
import { epcLabelText } from '@/lib/belgium/epc'
import type { Language } from '@/lib/i18n/languages'
import type { RenovationEstimate } from './renovation-estimate'
import {
  assumptionValues,
  expectedLabels,
  quantityValues,
  rangeEnds,
  vatValues,
} from './renovation-format'
import styles from './renovation-calculator.module.css'

/**
 * The server's estimate as the result step shows it: the cost of each work and the total as
 * ranges, the label now and after the works, the subsidy hint, and every assumption with its
 * source and the date the figures were written; it says it is not a quote.
 */
export function EstimateView({ estimate, lang }: { estimate: RenovationEstimate; lang: Language }) {
  const r = useTranslations('renovation')
  const c = useTranslations('renovationCalculator')
  const labels = expectedLabels(estimate)
  return (
    <div className={styles.estimate}>
      <table className={styles.costs}>
        <caption>{c('result.costsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{c('result.work')}</th>
            <th scope="col">{c('result.quantity')}</th>
            <th scope="col">{c('result.cost')}</th>
          </tr>
        </thead>
        <tbody>
          {estimate.works.map(({ work, quantity, cost }) => (
            <tr key={work}>
              <th scope="row">{r(`works.${work}`)}</th>
              <td>{r('quantity', quantityValues(quantity))}</td>
              <td className={styles.amount}>{r('result.costRange', rangeEnds(cost))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {r('result.total')}
            </th>
            <td className={styles.amount}>{r('result.costRange', rangeEnds(estimate.total))}</td>
          </tr>
        </tfoot>
      </table>
      <p>{r('result.vatIncluded', vatValues(estimate))}</p>
      <dl className={styles.labels}>
        <div>
          <dt>{r('result.labelNow')}</dt>
          <dd>{epcLabelText(estimate.energy.currentLabel)}</dd>
        </div>
        <div>
          <dt>{r('result.labelAfter')}</dt>
          <dd>{typeof labels === 'string' ? labels : r('result.labelRange', labels)}</dd>
        </div>
      </dl>
      <p className={styles.disclaimer}>{r('result.disclaimer')}</p>
      <h4>{r('subsidies.title')}</h4>
      <p>
        {r(`subsidies.${estimate.subsidy.key}`)}{' '}
        <a href={estimate.subsidy.url}>{r('subsidies.link')}</a>
      </p>
      <h4>{r('result.assumptions')}</h4>
      <ul className={styles.assumptions}>
        {estimate.assumptions.map(({ key, values, source }) => (
          <li key={key}>
            {/* The model names its assumptions' messages (`price.roof`): looked up as built. */}
            {r(
              `assumptions.${key}` as never,
              assumptionValues(values, estimate, lang) as never,
            )}{' '}
            <span className={styles.source}>
              {r('result.source', { name: source.name })} (
              <a href={source.url}>{new URL(source.url).host}</a>)
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
