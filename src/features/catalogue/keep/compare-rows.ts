import { epcLabelText } from '@/lib/belgium/epc'
import { needsRenovationNotice } from '@/lib/belgium/renovation-obligation'
import { formatNumber } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import type { CompareFacts } from './kept-listings.server'
import type { ListingCard } from '@/features/catalogue/search/listing-card'

/** A listing as the compare table reads it. */
export type Compared = { card: ListingCard; facts: CompareFacts; price: string }

type Texts = {
  label: (key: RowKey) => string
  area: (area: string) => string
  perArea: (amount: string) => string
  epcValue: (value: string) => string
  yes: string
  no: string
}

export const rowKeys = [
  'price',
  'pricePerArea',
  'livingArea',
  'plotArea',
  'bedrooms',
  'bathrooms',
  'epc',
  'epcValue',
  'realEstateTax',
  'charges',
  'floodZone',
  'permit',
  'renovationObligation',
] as const
export type RowKey = (typeof rowKeys)[number]

const yesNo = (value: boolean | undefined, texts: Texts) =>
  value === undefined ? null : value ? texts.yes : texts.no

/**
 * The compare table's rows, one cell per listing; a null cell is a fact the listing does not give.
 * Rows no listing fills are left out.
 */
export function compareRows(listings: Compared[], texts: Texts) {
  const cell = (key: RowKey, { card, facts, price }: Compared): string | null => {
    const { details } = facts
    switch (key) {
      case 'price':
        return price
      case 'pricePerArea':
        // Only from a published amount: the card's price is null when the agency hides it.
        return card.price && card.livingArea
          ? texts.perArea(formatAmount(Math.round(card.price / card.livingArea)))
          : null
      case 'livingArea':
        return card.livingArea ? texts.area(formatNumber(card.livingArea)) : null
      case 'plotArea':
        return facts.plotArea ? texts.area(formatNumber(facts.plotArea)) : null
      case 'bedrooms':
        return card.bedrooms === null ? null : String(card.bedrooms)
      case 'bathrooms':
        return facts.bathrooms === null ? null : String(facts.bathrooms)
      case 'epc':
        return card.epcLabel ? epcLabelText(card.epcLabel) : null
      case 'epcValue':
        return facts.epcValue === null ? null : texts.epcValue(formatNumber(facts.epcValue))
      case 'realEstateTax':
        return details.costs?.realEstateTax ? formatAmount(details.costs.realEstateTax) : null
      case 'charges': {
        const charges = card.goal === 1 ? details.costs?.chargesRenter : details.costs?.chargesOwner
        return charges ? formatAmount(charges) : null
      }
      case 'floodZone':
        return yesNo(details.floodZone, texts)
      case 'permit':
        return yesNo(details.permit, texts)
      case 'renovationObligation':
        // The obligation binds a buyer: a rental has no answer here.
        return card.goal === 0
          ? yesNo(
              needsRenovationNotice({
                region: card.region,
                webId: card.typeWebId,
                epcLabel: card.epcLabel,
              }),
              texts,
            )
          : null
    }
  }
  return rowKeys
    .map((key) => ({
      key,
      label: texts.label(key),
      cells: listings.map((entry) => cell(key, entry)),
    }))
    .filter((row) => row.cells.some((value) => value !== null))
}
