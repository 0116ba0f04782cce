import { and, eq, isNotNull } from 'drizzle-orm'
import { ownerHistory } from '@/server/db/schema'
import type { Transaction } from '@/server/db/types'
import { sameValues } from './canonical-json'
import type { OwnerHistoryEntry } from './owner-history-fields'

function rowOf(propertyId: number, entry: OwnerHistoryEntry) {
  return {
    propertyId,
    feedKey: entry.Key,
    occurredAt: new Date(entry.Date),
    type: entry.Type,
    contact: entry.Contact,
    subject: entry.Subject,
    comment: entry.Comment,
    status: entry.Status,
    source: entry.Source,
  }
}

/**
 * Upserts a property's history rows from the feed by their Key, in the record's transaction,
 * writing only rows that differ; true when anything was written. Rows the feed no longer lists
 * are kept: a CRM sends the recent events, and the portal's history is a record of the past.
 */
export async function upsertOwnerHistory(
  tx: Transaction,
  propertyId: number,
  entries: OwnerHistoryEntry[],
): Promise<boolean> {
  if (entries.length === 0) return false
  const current = await tx
    .select()
    .from(ownerHistory)
    .where(and(eq(ownerHistory.propertyId, propertyId), isNotNull(ownerHistory.feedKey)))
  const byKey = new Map(current.map((row) => [row.feedKey, row]))
  let changed = false
  for (const entry of entries) {
    const wanted = rowOf(propertyId, entry)
    const existing = byKey.get(entry.Key)
    if (!existing) {
      await tx.insert(ownerHistory).values(wanted)
      changed = true
    } else if (
      !sameValues(
        { ...wanted, occurredAt: wanted.occurredAt.toISOString() },
        { ...existing, occurredAt: existing.occurredAt.toISOString() },
      )
    ) {
      await tx.update(ownerHistory).set(wanted).where(eq(ownerHistory.id, existing.id))
      changed = true
    }
  }
  return changed
}
