import type { PurchaseCostPeriod, PurchaseCostRules } from './purchase-cost-periods'
import type { Region } from './region'

/*
 * Purchase-cost estimate for sale listings (decisions.md §7). The figures are data, one set per
 * period (purchase-cost-rules.json, docs/decisions/071): below, the rules of the first period,
 * in force from 2025.
 *
 * Registration duties on the price (no VAT regime):
 * - Flanders: 2 % for the sole own home (enige eigen woning), 12 % otherwise. The 2 % applies to
 *   deeds from 1 January 2025 (3 % before).
 * - Wallonia: 3 % for the sole own home (habitation propre et unique), 12.5 % otherwise. Decree of
 *   5 December 2024, deeds from 1 January 2025; it replaced the Walloon first-home abatement.
 * - Brussels: 12.5 %, with an abatement on the first €200,000 when the buyer is a natural person
 *   who owns no other home in full ownership, makes this one the main residence (within 3 years, for
 *   5 years) and the price is at most €600,000. Above €600,000 there is no abatement at all.
 *   Amounts as reformed for agreements from 1 April 2023 and unchanged in 2025
 *   (fiscalite.brussels/fr/abattement, consulted for 2025).
 *
 * New builds sold under VAT: 21 % VAT on the whole price and no registration duties. Since 2011
 * the land sold with a new building follows the VAT regime too; sales that split land (duties) and
 * construction (VAT), and the reduced 6 % rate for demolition and reconstruction, are not modelled.
 *
 * Notary: the fee for a sale follows the legal degressive scale of the Royal Decree of
 * 16 December 1950 (the brackets of the data file, as published by notaris.be for 2025), plus 21 % VAT on the
 * fee and the office costs. Office costs (searches, certificates, formalities) and the fixed
 * government charges (writing duty and the transcription at the land registry) differ per file;
 * the amounts here are estimates, which the interface must say.
 *
 * Not modelled: the Flemish transfer of duties already paid (meeneembaarheid), the Brussels extra
 * abatement for energy renovation, building land (other Brussels amounts) and the mortgage deed.
 */

/** A rule shown to the user with the estimate (see PurchaseCostRules' sources). */
export type PurchaseCostSource = PurchaseCostRules['sources']['vat']

export type PurchaseCostInput = {
  price: number
  region: Region
  /**
   * The buyer (a natural person) will live there and owns no other home: the Flemish and Walloon
   * reduced rate and the Brussels first-home abatement.
   */
  ownHome: boolean
  /** A new build sold under VAT instead of registration duties. */
  newBuild?: boolean
  /** The rules' period: the one that applies on the day of the estimate. */
  period: PurchaseCostPeriod
}

export type PurchaseCostLine =
  | { key: 'registrationDuties'; amount: number; rate: number; base: number; abatement: number }
  | { key: 'vat'; amount: number; rate: number; base: number }
  | { key: 'notaryFee'; amount: number }
  | { key: 'notaryOfficeCosts'; amount: number; estimate: true }
  | { key: 'notaryVat'; amount: number; rate: number; base: number }
  | { key: 'governmentCharges'; amount: number; estimate: true }

export type PurchaseCostEstimate = {
  /** The period whose rules the estimate follows. */
  period: { from: string; until?: string }
  price: number
  lines: PurchaseCostLine[]
  /** The costs on top of the price. */
  total: number
  totalWithPrice: number
  sources: PurchaseCostSource[]
}

// toFixed first drops binary noise (784.2764999… is 784.2765), so half cents round up reliably.
const cents = (amount: number) => Math.round(Number((amount * 100).toFixed(4))) / 100

/** The notary's fee for a sale at this price, excluding VAT, by the legal degressive scale. */
export function notaryFee(price: number, scale: PurchaseCostRules['notaryFeeScale']): number {
  let fee = 0
  let from = 0
  for (const { upTo: bound, rate } of scale) {
    const upTo = bound ?? Number.POSITIVE_INFINITY
    if (price <= from) break
    fee += (Math.min(price, upTo) - from) * rate
    from = upTo
  }
  return cents(fee)
}

/** The estimated costs of buying at this price; null for a price that is not a positive number. */
export function estimatePurchaseCosts({
  price,
  region,
  ownHome,
  newBuild = false,
  period,
}: PurchaseCostInput): PurchaseCostEstimate | null {
  if (!Number.isFinite(price) || price <= 0) return null
  const { rules } = period
  const { vatRate, notaryOfficeCosts, governmentCharges, sources } = rules
  const lines: PurchaseCostLine[] = []

  if (newBuild) {
    lines.push({ key: 'vat', amount: cents(price * vatRate), rate: vatRate, base: price })
  } else {
    const rule = rules.registrationDuties[region]
    const rate = ownHome ? rule.ownHomeRate : rule.rate
    const abatement =
      ownHome && rule.abatement && price <= rule.abatement.maxPrice
        ? Math.min(price, rule.abatement.amount)
        : 0
    const base = price - abatement
    lines.push({ key: 'registrationDuties', amount: cents(base * rate), rate, base, abatement })
  }

  const fee = notaryFee(price, rules.notaryFeeScale)
  const vatBase = cents(fee + notaryOfficeCosts)
  lines.push(
    { key: 'notaryFee', amount: fee },
    { key: 'notaryOfficeCosts', amount: notaryOfficeCosts, estimate: true },
    { key: 'notaryVat', amount: cents(vatBase * vatRate), rate: vatRate, base: vatBase },
    { key: 'governmentCharges', amount: governmentCharges, estimate: true },
  )

  const total = cents(lines.reduce((sum, line) => sum + line.amount, 0))
  return {
    period: { from: period.from, ...(period.until ? { until: period.until } : {}) },
    price,
    lines,
    total,
    totalWithPrice: cents(price + total),
    sources: [newBuild ? sources.vat : sources[region], sources.notary],
  }
}
