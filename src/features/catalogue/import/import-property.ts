import { eq } from 'drizzle-orm'
import { properties } from '@/server/db/schema'
import { sameValues } from './canonical-json'
import type { PropertyRecord } from './feed-schema'
import { importIssue, unknownAgent, type ImportIssue } from './import-issue'
import { upsertOwnerHistory } from './import-owner-history'
import { upsertVisitCounters } from './import-visit-counters'
import { storePhotos } from './photo-store'
import { propertyValues } from './property-values'
import { syncVisitSlots } from './visit-slot-sync'
import type { PhotoOptions, RecordOutcome } from './record-outcome'
import type { Database } from '@/server/db/types'

/** What the records may point to, read once per import. */
export type PropertyLinks = {
  typeIds: ReadonlySet<number>
  agentIds: ReadonlySet<number>
  projectIds: ReadonlyMap<string, number>
}

function linkErrors(record: PropertyRecord, links: PropertyLinks): ImportIssue[] {
  const errors: ImportIssue[] = []
  if (!links.typeIds.has(record.TypeID)) {
    const value = record.TypeID
    errors.push(
      importIssue('TypeID', 'unknownType', `${value} is not a property type of the site`, {
        value: String(value),
      }),
    )
  }
  if (record.AgentID !== null && !links.agentIds.has(record.AgentID)) {
    errors.push(unknownAgent(record.AgentID))
  }
  if (record.ProjectReference !== null && !links.projectIds.has(record.ProjectReference)) {
    const reference = record.ProjectReference
    errors.push(
      importIssue(
        'ProjectReference',
        'unknownProject',
        `no project has the reference ${reference}`,
        {
          reference,
        },
      ),
    )
  }
  return errors
}

/**
 * Inserts or updates one listing by its Reference, and its owner history rows by their Key,
 * writing only what differs from what the record asks for; a second run of the same feed
 * therefore writes nothing.
 */
export async function importProperty(
  db: Database,
  record: PropertyRecord,
  links: PropertyLinks,
  options: PhotoOptions,
): Promise<RecordOutcome> {
  const errors = linkErrors(record, links)
  if (errors.length) return { invalid: errors }
  const byReference = eq(properties.reference, record.Reference)
  const [before] = await db
    .select({ photos: properties.photos, floorPlans: properties.floorPlans })
    .from(properties)
    .where(byReference)
  // Photos and plans are fetched before the transaction, which then stays short. A plan the CRM
  // once sent as a photo (or the reverse) is reused, not downloaded again.
  const target = {
    ...options,
    folder: 'listings',
    reference: record.Reference,
    previous: [...(before?.photos ?? []), ...(before?.floorPlans ?? [])],
  }
  const stored = await storePhotos(record.Photos, target)
  const plans = await storePhotos(record.FloorPlans, target, 'FloorPlans')
  const invalid = [...stored.errors, ...plans.errors]
  if (invalid.length) return { invalid }
  const projectId =
    record.ProjectReference === null
      ? null
      : (links.projectIds.get(record.ProjectReference) ?? null)
  const values = propertyValues(record, projectId, stored.photos, plans.photos)
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(properties).where(byReference).for('update')
    if (!current) {
      const [created] = await tx
        .insert(properties)
        .values({ ...values, reference: record.Reference })
        .returning({ id: properties.id })
      await upsertOwnerHistory(tx, created!.id, record.OwnerHistory)
      await upsertVisitCounters(tx, created!.id, record.VisitCounters)
      if (record.VisitSlots) {
        await syncVisitSlots(tx, { propertyId: created!.id }, record.VisitSlots)
      }
      return 'created'
    }
    // A listing whose history rows or visit slots alone changed counts as updated.
    const historyChanged = await upsertOwnerHistory(tx, current.id, record.OwnerHistory)
    await upsertVisitCounters(tx, current.id, record.VisitCounters)
    const slotsChanged = record.VisitSlots
      ? await syncVisitSlots(tx, { propertyId: current.id }, record.VisitSlots)
      : false
    if (sameValues(values, current)) {
      return historyChanged || slotsChanged ? 'updated' : 'unchanged'
    }
    await tx
      .update(properties)
      .set({ ...values, updatedAt: new Date() })
      .where(byReference)
    return 'updated'
  })
}
