import { epcLabelText } from '@/lib/belgium/epc'
import { formatAmount } from '@/lib/format/price-format'
import type { Language } from '@/lib/i18n/languages'
import type { Range, RenovationEstimate } from './renovation-estimate'

/** A cost range's two ends as the site writes amounts (Belgian format, euro sign first). */
export const rangeEnds = (range: Range) => ({
  low: formatAmount(range.low),
  high: formatAmount(range.high),
})

/** The date the figures were written, in the language ('22 November 2026'). */
export function basisDate(estimate: RenovationEstimate, lang: Language): string {
  return new Intl.DateTimeFormat(`${lang}-BE`, { dateStyle: 'long', timeZone: 'UTC' }).format(
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

/**
 * An assumption's ICU values with the date written out in the language; the model's values are
 * otherwise numbers and keys the messages format themselves.
 */
export function assumptionValues(
  values: Record<string, number | string>,
  estimate: RenovationEstimate,
  lang: Language,
): Record<string, number | string> {
  return 'date' in values ? { ...values, date: basisDate(estimate, lang) } : values
}
