import { and, asc, eq, ne } from 'drizzle-orm'
import { projects, projectUnits } from '@/server/db/schema'
import { canonicalJson, sameValues } from './canonical-json'
import type { ProjectRecord } from './feed-schema'
import { importIssue, unknownAgent } from './import-issue'
import { storePhotos } from './photo-store'
import { projectValues, unitValues } from './project-values'
import { syncVisitSlots } from './visit-slot-sync'
import type { PhotoOptions, RecordOutcome } from './record-outcome'
import type { Database, Transaction } from '@/server/db/types'

async function currentUnits(tx: Transaction, projectId: number) {
  return tx
    .select({
      floor: projectUnits.floor,
      name: projectUnits.name,
      surface: projectUnits.surface,
      bedrooms: projectUnits.bedrooms,
      price: projectUnits.price,
      status: projectUnits.status,
    })
    .from(projectUnits)
    .where(eq(projectUnits.projectId, projectId))
    .orderBy(asc(projectUnits.id))
}

/**
 * Inserts or updates one project and its units by Reference, writing only what changed. Units
 * have no reference of their own, so a changed list replaces the project's units as a whole.
 */
export async function importProject(
  db: Database,
  record: ProjectRecord,
  agentIds: ReadonlySet<number>,
  options: PhotoOptions,
): Promise<RecordOutcome> {
  if (record.AgentID !== null && !agentIds.has(record.AgentID)) {
    return { invalid: [unknownAgent(record.AgentID)] }
  }
  const byReference = eq(projects.reference, record.Reference)
  const [slugOwner] = await db
    .select({ reference: projects.reference })
    .from(projects)
    .where(and(eq(projects.slug, record.Slug), ne(projects.reference, record.Reference)))
  if (slugOwner) {
    const project = slugOwner.reference
    return {
      invalid: [
        importIssue('Slug', 'slugTaken', `already used by the project ${project}`, { project }),
      ],
    }
  }
  const [before] = await db.select({ photos: projects.photos }).from(projects).where(byReference)
  const stored = await storePhotos(record.Photos, {
    ...options,
    folder: 'projects',
    reference: record.Reference,
    previous: before?.photos ?? [],
  })
  if (stored.errors.length) return { invalid: stored.errors }
  const values = projectValues(record, stored.photos)
  const units = unitValues(record)
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(byReference).for('update')
    if (!current) {
      const [created] = await tx
        .insert(projects)
        .values({ ...values, reference: record.Reference })
        .returning({ id: projects.id })
      if (units.length) {
        await tx
          .insert(projectUnits)
          .values(units.map((unit) => ({ ...unit, projectId: created!.id })))
      }
      if (record.VisitSlots) {
        await syncVisitSlots(tx, { projectId: created!.id }, record.VisitSlots)
      }
      return 'created'
    }
    const unitsChanged = canonicalJson(units) !== canonicalJson(await currentUnits(tx, current.id))
    const slotsChanged = record.VisitSlots
      ? await syncVisitSlots(tx, { projectId: current.id }, record.VisitSlots)
      : false
    if (sameValues(values, current) && !unitsChanged) return slotsChanged ? 'updated' : 'unchanged'
    await tx
      .update(projects)
      .set({ ...values, updatedAt: new Date() })
      .where(byReference)
    if (unitsChanged) {
      await tx.delete(projectUnits).where(eq(projectUnits.projectId, current.id))
      if (units.length) {
        await tx
          .insert(projectUnits)
          .values(units.map((unit) => ({ ...unit, projectId: current.id })))
      }
    }
    return 'updated'
  })
}
