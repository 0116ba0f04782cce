import { and, eq } from 'drizzle-orm'
import { ownerHistory, properties } from '@/server/db/schema'
import type { Database, Transaction } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { HistoryRowInput } from './history-schema'
import { listingsOf } from './property-scope'

type Target = { reference: string; id?: number }

/** The listing, in the member's scope, locked for the change; null when it is not theirs. */
async function scopedProperty(tx: Transaction, member: StaffMember, reference: string) {
  const [row] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.reference, reference), listingsOf(member)))
    .for('share')
  return row ?? null
}

const audited = (row: typeof ownerHistory.$inferSelect) => ({
  occurredAt: row.occurredAt.toISOString(),
  type: row.type,
  contact: row.contact,
  subject: row.subject,
  comment: row.comment,
  status: row.status,
  source: row.source,
  feedKey: row.feedKey,
})

/**
 * Adds a history row to a listing (no `id`) or changes one of its rows, with its audit row, in
 * one transaction; 'not-found' when the listing is not the member's or the row not the listing's.
 * A row from the feed may be corrected here; the feed puts its own values back when it sends
 * that row again (it owns what it imports, as it does for listings).
 */
export async function saveHistoryRow(
  database: Database,
  member: StaffMember,
  target: Target,
  input: HistoryRowInput,
): Promise<{ result: 'added' | 'saved'; id: number } | { result: 'not-found' }> {
  return database.transaction(async (tx) => {
    const property = await scopedProperty(tx, member, target.reference)
    if (!property) return { result: 'not-found' }
    if (target.id === undefined) {
      const [row] = await tx
        .insert(ownerHistory)
        .values({ ...input, propertyId: property.id })
        .returning()
      await recordAudit(tx, {
        staffId: member.id,
        action: 'history.add',
        subject: `property:${target.reference}`,
        after: { id: row!.id, ...audited(row!) },
      })
      return { result: 'added', id: row!.id }
    }
    const byRow = and(eq(ownerHistory.id, target.id), eq(ownerHistory.propertyId, property.id))
    const [before] = await tx.select().from(ownerHistory).where(byRow).for('update')
    if (!before) return { result: 'not-found' }
    const [after] = await tx.update(ownerHistory).set(input).where(byRow).returning()
    await recordAudit(tx, {
      staffId: member.id,
      action: 'history.edit',
      subject: `property:${target.reference}`,
      before: { id: before.id, ...audited(before) },
      after: { id: after!.id, ...audited(after!) },
    })
    return { result: 'saved', id: before.id }
  })
}

/** Deletes one history row of a listing the member works on, with its audit row. */
export async function deleteHistoryRow(
  database: Database,
  member: StaffMember,
  target: { reference: string; id: number },
): Promise<'deleted' | 'not-found'> {
  return database.transaction(async (tx) => {
    const property = await scopedProperty(tx, member, target.reference)
    if (!property) return 'not-found'
    const [row] = await tx
      .delete(ownerHistory)
      .where(and(eq(ownerHistory.id, target.id), eq(ownerHistory.propertyId, property.id)))
      .returning()
    if (!row) return 'not-found'
    await recordAudit(tx, {
      staffId: member.id,
      action: 'history.delete',
      subject: `property:${target.reference}`,
      before: { id: row.id, ...audited(row) },
    })
    return 'deleted'
  })
}
