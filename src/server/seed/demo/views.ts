import type { properties, propertyViewsDaily } from '@/server/db/schema'
import { addDays, brusselsDay, daysBetween, isWeekend } from './dates'
import { createRng } from './prng'

type PropertyRow = typeof properties.$inferInsert
type ViewRow = typeof propertyViewsDaily.$inferInsert

const viewDays = 90

/**
 * Daily page views of every published property over the last 90 days, today included: a peak in
 * the first week on the market, more on weekends, then a slow decline. Days before the listing
 * went online are present with 0 views so the owner's chart has no gaps.
 */
export function generateViews(seed: number, today: string, rows: PropertyRow[]): ViewRow[] {
  return rows
    .filter((row) => row.published !== false)
    .flatMap((row) => {
      const id = row.id ?? 0
      const rng = createRng(seed, `views-${id}`)
      const listed = row.createdAt ? brusselsDay(row.createdAt) : addDays(today, -viewDays)
      const closed = row.status === 'sold' || row.status === 'rented'
      const popularity = rng.float(6, 20) * (row.goal === 1 ? 1.3 : 1) * (closed ? 0.45 : 1)
      return Array.from({ length: viewDays }, (_, i): ViewRow => {
        const day = addDays(today, i - viewDays + 1)
        const age = daysBetween(listed, day)
        if (age < 0) return { propertyId: id, day, views: 0 }
        const novelty = 1 + 2.5 * Math.exp(-age / 7)
        const decline = Math.max(0.35, Math.exp(-age / 200))
        const weekend = isWeekend(day) ? 1.35 : 1
        // Today is not over yet.
        const partial = day === today ? 0.45 : 1
        const expected = popularity * novelty * decline * weekend * partial
        return { propertyId: id, day, views: Math.round(expected * rng.float(0.7, 1.3)) }
      })
    })
}
