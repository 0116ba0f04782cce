import { formatPrice } from '@/lib/format/price-format'
import type { PropertySummary } from './types'

/** Marquee values whose name replaces the price (specification §9): 1 sold, 2 rented. */
export const marqueeIgnoreList = [1, 2] as const

export type ClosedStatus = 'sold' | 'rented'

/** Sold or rented, by status or by the CRM's marquee; null while on the market. */
export function closedStatus(
  property: Pick<PropertySummary, 'status' | 'marquee'>,
): ClosedStatus | null {
  if (property.status === 'sold' || property.marquee === 1) return 'sold'
  if (property.status === 'rented' || property.marquee === 2) return 'rented'
  return null
}

export type PriceLabels = {
  startingFrom: string
  priceOnRequest: string
  perMonth: string
  sold: string
  rented: string
}

/**
 * The price as the detail page and the cards show it: the marquee's name for a sold or rented
 * property, 'price on request' when it is not published, 'from' for PriceUnit 7, and the unit
 * text (or 'per month' for a rental) after the amount.
 */
export function priceText(
  property: Pick<
    PropertySummary,
    'price' | 'publishPrice' | 'priceUnit' | 'marquee' | 'goal' | 'status' | 'details'
  >,
  labels: PriceLabels,
): string {
  const closed = closedStatus(property)
  const marquee = property.marquee ?? (closed === 'sold' ? 1 : closed === 'rented' ? 2 : null)
  const marqueeName =
    property.details.marqueeName?.trim() ||
    (closed === 'sold' ? labels.sold : closed === 'rented' ? labels.rented : null)
  return formatPrice(
    {
      price: property.price,
      publishPrice: property.publishPrice,
      priceUnit: property.priceUnit,
      priceUnitText:
        property.details.priceUnitText ?? (property.goal === 0 ? null : labels.perMonth),
      marquee,
      marqueeName,
    },
    { startingFrom: labels.startingFrom, priceOnRequest: labels.priceOnRequest },
    { marqueeIgnoreList },
  )
}
