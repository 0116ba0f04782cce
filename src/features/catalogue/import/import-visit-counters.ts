import { eq } from 'drizzle-orm'
import { crmVisitCounters } from '@/server/db/schema'
import type { Transaction } from '@/server/db/types'
import type { VisitCountersRecord } from './visit-counter-fields'

/**
 * Keeps the CRM's view counts of a property (the feed's `VisitCounters`), in the record's
 * transaction: a record without them leaves the stored ones, one whose counts are all unknown
 * removes them. The counts move at every sync, so they do not make a listing "updated": they are
 * statistics, not the listing's content.
 */
export async function upsertVisitCounters(
  tx: Transaction,
  propertyId: number,
  counters: VisitCountersRecord | null,
): Promise<void> {
  if (counters === null) return
  const values = {
    today: counters.Today,
    week: counters.Week,
    month: counters.Month,
    total: counters.Total,
  }
  const byProperty = eq(crmVisitCounters.propertyId, propertyId)
  if (Object.values(values).every((value) => value === null)) {
    await tx.delete(crmVisitCounters).where(byProperty)
    return
  }
  const [current] = await tx.select().from(crmVisitCounters).where(byProperty)
  if (
    current &&
    Object.entries(values).every(([key, value]) => current[key as keyof typeof values] === value)
  ) {
    return
  }
  await tx
    .insert(crmVisitCounters)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({
      target: crmVisitCounters.propertyId,
      set: { ...values, updatedAt: new Date() },
    })
}
