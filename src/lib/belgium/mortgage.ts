/*
 * Monthly cost of a mortgage loan, as an estimate beside a sale listing's purchase costs
 * (docs/decisions/049-listing-extras.md).
 *
 * A fixed-rate loan repaid in equal monthly instalments (an annuity): with the amount borrowed
 * P, the monthly rate r and n months, the instalment is P × r / (1 − (1 + r)^−n), and P / n at a
 * rate of 0. Belgian lenders quote a yearly rate and convert it to its actuarial monthly
 * equivalent, r = (1 + yearly)^(1/12) − 1 (Code of Economic Law, book VII: the monthly rate that
 * compounds to the yearly one), not yearly / 12; this does the same.
 *
 * The amount to finance is the price plus the estimated purchase costs (registration duties,
 * notary) less the buyer's own contribution: Belgian banks lend on the price and the buyer pays
 * the costs too, from the contribution or the loan.
 */

export type LoanInput = {
  price: number
  /** The purchase-cost estimate's total (the buyer's own home). */
  purchaseCosts: number
  ownContribution: number
  /** Yearly rate in per cent, e.g. 3 for 3 %. */
  yearlyRatePercent: number
  years: number
}

export type LoanEstimate = {
  /** Price and costs less the contribution, never below 0. */
  amount: number
  monthly: number
  months: number
  /** Every instalment together, and what of it is interest. */
  totalRepaid: number
  interest: number
}

const cents = (value: number) => Math.round(value * 100) / 100

/** The actuarial monthly equivalent of a yearly rate given in per cent. */
export function monthlyRate(yearlyRatePercent: number): number {
  return (1 + yearlyRatePercent / 100) ** (1 / 12) - 1
}

/** The monthly instalment of `amount` over `months`, to the cent. */
export function monthlyInstalment(amount: number, yearlyRatePercent: number, months: number) {
  if (amount <= 0 || months <= 0) return 0
  const rate = monthlyRate(yearlyRatePercent)
  if (rate === 0) return cents(amount / months)
  return cents((amount * rate) / (1 - (1 + rate) ** -months))
}

/** The loan a buyer would need for this price and what it costs per month. */
export function estimateLoan(input: LoanInput): LoanEstimate {
  const amount = cents(Math.max(0, input.price + input.purchaseCosts - input.ownContribution))
  const months = Math.round(input.years * 12)
  const monthly = monthlyInstalment(amount, input.yearlyRatePercent, months)
  const totalRepaid = cents(monthly * months)
  return { amount, monthly, months, totalRepaid, interest: cents(totalRepaid - amount) }
}
