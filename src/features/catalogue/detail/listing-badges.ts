import { closedStatus } from './price-text'

export type BadgeKind = 'sold' | 'rented' | 'option' | 'new' | 'reduced'

const day = 86_400_000

/** The price a listing was lowered from, when it is on the market and both prices are shown. */
export function previousPrice(listing: {
  status: string
  marquee: number | null
  price: number | null
  reducedFrom: number | null
}): number | null {
  if (closedStatus(listing) || listing.price === null || listing.reducedFrom === null) return null
  return listing.reducedFrom > listing.price ? listing.reducedFrom : null
}

/**
 * The badges of a card or a property page, in this order: sold or rented (then nothing else: a
 * sold listing is news to nobody), under option, new for `newBadgeDays` days after its first
 * publication, price reduced.
 */
export function badgeKinds(
  listing: {
    status: string
    marquee: number | null
    price: number | null
    reducedFrom: number | null
    createdAt: Date
  },
  newBadgeDays: number,
  now: Date,
): BadgeKind[] {
  const closed = closedStatus(listing)
  if (closed) return [closed]
  const kinds: BadgeKind[] = []
  if (listing.status === 'option') kinds.push('option')
  if (now.getTime() - listing.createdAt.getTime() < newBadgeDays * day) kinds.push('new')
  if (previousPrice(listing) !== null) kinds.push('reduced')
  return kinds
}

/** A badge in words: the status's own word for sold, rented and under option. */
export function badgeText(
  kind: BadgeKind,
  t: (key: `status.${'sold' | 'rented' | 'option'}` | `badge.${'new' | 'reduced'}`) => string,
): string {
  return kind === 'new' || kind === 'reduced' ? t(`badge.${kind}`) : t(`status.${kind}`)
}
