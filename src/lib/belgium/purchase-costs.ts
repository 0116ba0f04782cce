import type { Region } from './region'

/*
 * Purchase-cost estimate for sale listings (decisions.md §7), rules in force in 2025.
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
 * 16 December 1950 (the brackets below, as published by notaris.be for 2025), plus 21 % VAT on the
 * fee and the office costs. Office costs (searches, certificates, formalities) and the fixed
 * government charges (writing duty and the transcription at the land registry) differ per file;
 * the amounts here are estimates, which the interface must say.
 *
 * Not modelled: the Flemish transfer of duties already paid (meeneembaarheid), the Brussels extra
 * abatement for energy renovation, building land (other Brussels amounts) and the mortgage deed.
 */

export const vatRate = 0.21

type DutyRule = {
  ownHomeRate: number
  rate: number
  abatement?: { amount: number; maxPrice: number }
}

export const registrationDuties: Record<Region, DutyRule> = {
  Flanders: { ownHomeRate: 0.02, rate: 0.12 },
  Wallonia: { ownHomeRate: 0.03, rate: 0.125 },
  Brussels: { ownHomeRate: 0.125, rate: 0.125, abatement: { amount: 200_000, maxPrice: 600_000 } },
}

/** [upper bound of the bracket, rate]; the last bracket has no upper bound. */
export const notaryFeeScale: readonly [upTo: number, rate: number][] = [
  [7_500, 0.0456],
  [17_500, 0.0285],
  [30_000, 0.0228],
  [45_495, 0.0171],
  [64_095, 0.0114],
  [250_095, 0.0057],
  [Number.POSITIVE_INFINITY, 0.00057],
]

/** Estimated notary office costs, excluding VAT. */
export const notaryOfficeCosts = 1_200
/** Writing duty (€100) and transcription at the land registry (about €240), no VAT. */
export const governmentCharges = 340

/**
 * A rule shown to the user with the estimate. `date` is when the rule took effect, or for
 * long-standing rules (VAT, the notary scale) the date of the published version used.
 */
export type PurchaseCostSource = { name: string; date: string; url?: string }

const sources = {
  Flanders: {
    name: 'Vlaamse Codex Fiscaliteit – registratiebelasting, verlaagd tarief enige eigen woning 2 %',
    date: '2025-01-01',
  },
  Wallonia: {
    name: 'Décret wallon du 5 décembre 2024 – droits d’enregistrement, taux réduit 3 % habitation propre et unique',
    date: '2025-01-01',
  },
  Brussels: {
    name: 'Bruxelles Fiscalité – abattement de 200.000 € (prix maximum 600.000 €)',
    date: '2023-04-01',
    url: 'https://fiscalite.brussels/fr/abattement',
  },
  vat: {
    name: 'Wetboek btw / Code TVA – 21 % op nieuwe gebouwen / sur les bâtiments neufs',
    date: '2025-01-01',
  },
  notary: {
    name: 'KB 16 december 1950 / AR 16 décembre 1950 – ereloonschaal notarissen, rekenmodule notaris.be',
    date: '2025-01-01',
    url: 'https://www.notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/rekenmodule-aankopen-1',
  },
} satisfies Record<string, PurchaseCostSource>

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
}

export type PurchaseCostLine =
  | { key: 'registrationDuties'; amount: number; rate: number; base: number; abatement: number }
  | { key: 'vat'; amount: number; rate: number; base: number }
  | { key: 'notaryFee'; amount: number }
  | { key: 'notaryOfficeCosts'; amount: number; estimate: true }
  | { key: 'notaryVat'; amount: number; rate: number; base: number }
  | { key: 'governmentCharges'; amount: number; estimate: true }

export type PurchaseCostEstimate = {
  /** The year whose rules the estimate follows. */
  rulesYear: number
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
export function notaryFee(price: number): number {
  let fee = 0
  let from = 0
  for (const [upTo, rate] of notaryFeeScale) {
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
}: PurchaseCostInput): PurchaseCostEstimate | null {
  if (!Number.isFinite(price) || price <= 0) return null
  const lines: PurchaseCostLine[] = []

  if (newBuild) {
    lines.push({ key: 'vat', amount: cents(price * vatRate), rate: vatRate, base: price })
  } else {
    const rule = registrationDuties[region]
    const rate = ownHome ? rule.ownHomeRate : rule.rate
    const abatement =
      ownHome && rule.abatement && price <= rule.abatement.maxPrice
        ? Math.min(price, rule.abatement.amount)
        : 0
    const base = price - abatement
    lines.push({ key: 'registrationDuties', amount: cents(base * rate), rate, base, abatement })
  }

  const fee = notaryFee(price)
  const vatBase = cents(fee + notaryOfficeCosts)
  lines.push(
    { key: 'notaryFee', amount: fee },
    { key: 'notaryOfficeCosts', amount: notaryOfficeCosts, estimate: true },
    { key: 'notaryVat', amount: cents(vatBase * vatRate), rate: vatRate, base: vatBase },
    { key: 'governmentCharges', amount: governmentCharges, estimate: true },
  )

  const total = cents(lines.reduce((sum, line) => sum + line.amount, 0))
  return {
    rulesYear: 2025,
    price,
    lines,
    total,
    totalWithPrice: cents(price + total),
    sources: [newBuild ? sources.vat : sources[region], sources.notary],
  }
}
