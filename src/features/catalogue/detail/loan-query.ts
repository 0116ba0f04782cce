/**
 * The monthly-cost form's values from the page's query string (the form sends them with GET, so
 * it works without JavaScript): a value that is missing, not a number or out of range gives the
 * default and is named in `invalid`, so the page can say it used the default instead.
 */
export type LoanQuery = {
  ownContribution: number
  years: number
  ratePercent: number
  invalid: ('contribution' | 'years' | 'rate')[]
}

export const loanParams = { contribution: 'contribution', years: 'years', rate: 'rate' } as const

export const loanLimits = {
  contribution: { min: 0, max: 100_000_000 },
  years: { min: 5, max: 35 },
  rate: { min: 0.01, max: 20 },
} as const

/** The own contribution a buyer typically brings: the purchase costs and 10 % of the price. */
export function defaultContribution(price: number, purchaseCosts: number): number {
  return Math.ceil((purchaseCosts + price * 0.1) / 1000) * 1000
}

export function parseLoanQuery(
  query: Record<string, string | string[] | undefined>,
  defaults: { ownContribution: number; years: number; ratePercent: number },
): LoanQuery {
  const invalid: LoanQuery['invalid'] = []
  const read = (key: keyof typeof loanParams, fallback: number, integer: boolean) => {
    const raw = query[loanParams[key]]
    const text = (Array.isArray(raw) ? raw[0] : raw)?.trim().replace(',', '.')
    if (!text) return fallback
    const value = Number(text)
    const { min, max } = loanLimits[key]
    if (
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (integer && !Number.isInteger(value))
    ) {
      invalid.push(key)
      return fallback
    }
    return value
  }
  return {
    ownContribution: read('contribution', defaults.ownContribution, false),
    years: read('years', defaults.years, true),
    ratePercent: read('rate', defaults.ratePercent, false),
    invalid,
  }
}
