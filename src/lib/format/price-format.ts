import { formatNumber, parseNumber } from './number-format'

/** PriceUnit 7 in the CRM means the price is a "starting from" price (specification §9). */
export const startingFromUnit = 7

/**
 * Translated texts from the `catalogue.price` messages, passed in so the formatter stays pure:
 * `{ startingFrom: t('startingFrom'), priceOnRequest: t('onRequest') }`.
 */
export type PriceTexts = {
  startingFrom: string
  priceOnRequest: string
}

/** The property fields the price display depends on (specification §3). */
export type PriceFields = {
  price: unknown
  publishPrice?: boolean | null
  priceUnit?: number | string | null
  /** The unit's own text, for example '€/maand' or 'per maand'. */
  priceUnitText?: string | null
  marquee?: number | string | null
  marqueeName?: string | null
}

export type PriceOptions = {
  /** Marquee values (sold, rented…) whose name replaces the price. */
  marqueeIgnoreList?: readonly number[]
  prefix?: string
}

/**
 * An amount in the site's number format (Belgian Dutch, `formatNumber`) with the euro prefix:
 * '€ 1.250.000', '-€ 500', '€ 1.250,50', in every language. Anything that is not a number counts
 * as 0 (specification §9). The minus goes before the prefix so a custom prefix ('EUR ') still
 * reads naturally.
 */
export function formatAmount(value: unknown, prefix = '€ '): string {
  const amount = parseNumber(value) ?? 0
  const digits = Number.isInteger(amount) ? 0 : 2
  const text = formatNumber(Math.abs(amount), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return (amount < 0 ? '-' : '') + prefix + text
}

/** The price as a listing shows it (specification §9). */
export function formatPrice(
  fields: PriceFields,
  texts: PriceTexts,
  { marqueeIgnoreList = [], prefix = '€ ' }: PriceOptions = {},
): string {
  const marquee = parseNumber(fields.marquee)
  if (marquee !== null && marqueeIgnoreList.includes(marquee) && fields.marqueeName?.trim()) {
    return fields.marqueeName.trim()
  }
  if (fields.publishPrice === false) return texts.priceOnRequest

  const amount = formatAmount(fields.price, prefix)
  if (parseNumber(fields.priceUnit) === startingFromUnit) return `${texts.startingFrom} ${amount}`

  // The amount already carries the euro sign, so the unit's own one would repeat it.
  const unit = (fields.priceUnitText ?? '').replaceAll('€', '').trim()
  if (!unit) return amount
  return unit.startsWith('/') ? amount + unit : `${amount} ${unit}`
}
