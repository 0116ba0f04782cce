import type { priceChanges, properties } from '@/server/db/schema'
import { addDays, atUtc, brusselsDay, daysBetween } from './dates'
import { createRng } from './prng'

type PropertyRow = typeof properties.$inferInsert
type PriceChangeRow = typeof priceChanges.$inferInsert

/**
 * About one in four listings on the market for three weeks or more was lowered once or twice,
 * by 3 to 8 % each time, to the price it has now: their `reduced_from` and the price history the
 * trigger of migration 0018 would have written. 4521 keeps its price untouched (the tests' and the
 * screenshots' example).
 */
export function withPriceReductions(
  seed: number,
  today: string,
  rows: PropertyRow[],
): { properties: PropertyRow[]; priceChanges: PriceChangeRow[] } {
  const changes: PriceChangeRow[] = []
  const reduced = rows.map((row) => {
    const rng = createRng(seed, `price-${row.id ?? 0}`)
    const listed = row.createdAt ? brusselsDay(row.createdAt) : today
    const candidate =
      row.published !== false &&
      (row.status ?? 'available') === 'available' &&
      row.publishPrice !== false &&
      typeof row.price === 'number' &&
      row.projectId == null &&
      row.reference !== '4521' &&
      daysBetween(listed, today) >= 21
    if (!candidate || !rng.chance(0.25)) return row
    const step = row.goal === 0 ? 5_000 : 25
    const steps = rng.int(1, 2)
    // Worked back from the price of today: each earlier price 3 to 8 % higher, rounded.
    const prices = [row.price as number]
    for (let i = 0; i < steps; i++) {
      prices.unshift(Math.ceil((prices[0]! * rng.float(1.03, 1.08)) / step) * step)
    }
    const span = daysBetween(listed, today) - 1
    prices.slice(1).forEach((price, i) => {
      const day = addDays(listed, Math.round((span * (i + 1)) / (steps + 1)))
      changes.push({
        propertyId: row.id!,
        previousPrice: prices[i]!,
        price,
        changedAt: atUtc(day, rng.int(8, 17), rng.int(0, 59)),
      })
    })
    return { ...row, reducedFrom: prices[0]! }
  })
  return { properties: reduced, priceChanges: changes }
}
