import { describe, expect, it } from 'vitest'
import { badgeKinds, previousPrice } from './listing-badges'

const now = new Date('2026-11-25T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
const listing = {
  status: 'available',
  marquee: null,
  price: 250_000,
  reducedFrom: null,
  createdAt: daysAgo(30),
}

describe('badgeKinds', () => {
  it('marks a listing new for the configured number of days after its publication', () => {
    expect(badgeKinds({ ...listing, createdAt: daysAgo(6.9) }, 7, now)).toEqual(['new'])
    expect(badgeKinds({ ...listing, createdAt: daysAgo(7) }, 7, now)).toEqual([])
    expect(badgeKinds({ ...listing, createdAt: daysAgo(10) }, 14, now)).toEqual(['new'])
    expect(badgeKinds({ ...listing, createdAt: daysAgo(0) }, 0, now)).toEqual([])
  })

  it('marks a price lowered from a higher one, after the option', () => {
    const reduced = { ...listing, status: 'option', reducedFrom: 275_000, createdAt: daysAgo(1) }
    expect(badgeKinds(reduced, 7, now)).toEqual(['option', 'new', 'reduced'])
    expect(previousPrice(reduced)).toBe(275_000)
  })

  it('shows sold or rented alone, with no old price', () => {
    const sold = { ...listing, status: 'sold', reducedFrom: 275_000, createdAt: daysAgo(1) }
    expect(badgeKinds(sold, 7, now)).toEqual(['sold'])
    expect(previousPrice(sold)).toBeNull()
    expect(badgeKinds({ ...listing, marquee: 2 }, 7, now)).toEqual(['rented'])
  })

  it('shows no reduction without a published price or from a lower one', () => {
    expect(previousPrice({ ...listing, price: null, reducedFrom: 275_000 })).toBeNull()
    expect(previousPrice({ ...listing, reducedFrom: 240_000 })).toBeNull()
  })
})
