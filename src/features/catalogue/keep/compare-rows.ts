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

/** The equipment the listing detail shows, each a row when a compared listing has it. */
const featureKeys = [
  'garden',
  'terrace',
  'garage',
  'lift',
  'furnished',
  'cellar',
  'attic',
  'gas',
  'water',
] as const
type FeatureKey = (typeof featureKeys)[number]
const isFeature = (key: RowKey): key is FeatureKey =>
  (featureKeys as readonly string[]).includes(key)

/**
 * Whether a listing has a feature: undefined when it does not say. The equipment columns of the
 * card default to false, so false there says nothing (the detail page hides it too); a surface or
 * a count of garages says yes.
 */
function hasFeature(key: FeatureKey, { card, facts: { details } }: Compared): boolean | undefined {
  const positive = (value: number | undefined) => value !== undefined && value > 0
  switch (key) {
    case 'garden':
      return card.hasGarden || positive(details.surfaces?.garden) || undefined
    case 'terrace':
      return card.hasTerrace || positive(details.surfaces?.terrace) || undefined
    case 'garage':
      return card.hasGarage || positive(details.garages) || undefined
    case 'lift':
      return card.hasLift || undefined
    case 'furnished':
      return card.furnished || undefined
    case 'cellar':
      return details.hasCellar
    case 'attic':
      return details.hasAttic
    case 'gas':
      return details.hasGas
    case 'water':
      return details.hasWater
  }
}

export const rowKeys = [
  'price',
  'pricePerArea',
  'livingArea',
  'plotArea',
  'bedrooms',
  'bathrooms',
  ...featureKeys,
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
 * Rows no listing fills are left out, and so are features no listing has.
 */
export function compareRows(listings: Compared[], texts: Texts) {
  const featureCell = (key: FeatureKey, listing: Compared): string | null => {
    const has = hasFeature(key, listing)
    // A garden or a terrace says how large it is when the listing gives it.
    const area =
      key === 'garden' || key === 'terrace' ? listing.facts.details.surfaces?.[key] : undefined
    if (has && area) return texts.area(formatNumber(area))
    return yesNo(has, texts)
  }
  const cell = (key: RowKey, listing: Compared): string | null => {
    if (isFeature(key)) return featureCell(key, listing)
    const { card, facts, price } = listing
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
    .filter((row) =>
      isFeature(row.key)
        ? listings.some((listing) => hasFeature(row.key as FeatureKey, listing) === true)
        : row.cells.some((value) => value !== null),
    )
}
