import { epcLabelText } from '@/lib/belgium/epc'
import { dateFormat } from '@/lib/format/date-format'
import { formatNumber } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import type { Language } from '@/lib/i18n/languages'
import type { Range, RenovationEstimate, WorkEstimate } from './renovation-estimate'

/** A cost range's two ends as the site writes amounts (Belgian format, euro sign first). */
export const rangeEnds = (range: Range) => ({
  low: formatAmount(range.low),
  high: formatAmount(range.high),
})

/** The date the figures were written, in the language ('22 November 2026'). */
export function basisDate(estimate: RenovationEstimate, lang: Language): string {
  return dateFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${estimate.basisWrittenOn}T00:00:00Z`),
  )
}

/**
 * The expected label after the works: one label, or the best and the worst for the
 * `result.labelRange` message.
 */
export function expectedLabels(
  estimate: RenovationEstimate,
): string | { best: string; worst: string } {
  const { best, worst } = estimate.energy.estimatedLabel
  return best === worst
    ? epcLabelText(best)
    : { best: epcLabelText(best), worst: epcLabelText(worst) }
}

/** The VAT rate as the `result.vatIncluded` message takes it: '6'. */
export const vatValues = (estimate: RenovationEstimate) => ({
  rate: formatNumber(Math.round(estimate.vatRate * 100)),
})

/** A work's quantity for the `quantity` message: '3,8' kWp, '74' m². */
export const quantityValues = ({ amount, unit }: WorkEstimate['quantity']) => ({
  unit,
  amount: formatNumber(amount),
})

/**
 * An assumption's ICU values as text: quantities by the site's number format ('9.000', '0,55'),
 * the date written out in the language; keys (the home type) and the year stay as they are.
 */
export function assumptionValues(
  values: Record<string, number | string>,
  estimate: RenovationEstimate,
  lang: Language,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      name === 'date'
        ? basisDate(estimate, lang)
        : typeof value === 'number' && name !== 'year'
          ? formatNumber(value)
          : String(value),
    ]),
  )
}
