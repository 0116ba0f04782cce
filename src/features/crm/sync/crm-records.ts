import { and, eq, inArray, sql } from 'drizzle-orm'
import { crmRecords } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { CrmProvider } from '@/features/crm/connector'

type Kind = 'property' | 'project'

/**
 * The id ↔ reference pairs of a page's records, also of records the site refused: their id and
 * reference belong together all the same.
 */
export const crmLinks = (entries: { crmId: string; record: { Reference: string | number } }[]) =>
  entries.map(({ crmId, record }) => ({ crmId, reference: String(record.Reference).trim() }))

/** Remembers which reference each CRM id was imported as (leads name the CRM's id). */
export async function rememberRecords(
  db: Executor,
  provider: CrmProvider,
  kind: Kind,
  records: { crmId: string; reference: string }[],
): Promise<void> {
  if (records.length === 0) return
  await db
    .insert(crmRecords)
    .values(records.map(({ crmId, reference }) => ({ provider, kind, crmId, reference })))
    .onConflictDoUpdate({
      target: [crmRecords.provider, crmRecords.kind, crmRecords.crmId],
      set: { reference: sql`excluded.reference`, updatedAt: sql`now()` },
    })
}

/** The references the site imported for these CRM ids (ids it never imported are left out). */
export async function referencesOf(
  db: Executor,
  provider: CrmProvider,
  kind: Kind,
  crmIds: string[],
): Promise<string[]> {
  if (crmIds.length === 0) return []
  const rows = await db
    .select({ reference: crmRecords.reference })
    .from(crmRecords)
    .where(
      and(
        eq(crmRecords.provider, provider),
        eq(crmRecords.kind, kind),
        inArray(crmRecords.crmId, crmIds),
      ),
    )
  return rows.flatMap((row) => (row.reference ? [row.reference] : []))
}

/** Every CRM id the site imported from this CRM, with its reference. */
export async function knownRecords(
  db: Executor,
  provider: CrmProvider,
  kind: Kind,
): Promise<{ crmId: string; reference: string }[]> {
  const rows = await db
    .select({ crmId: crmRecords.crmId, reference: crmRecords.reference })
    .from(crmRecords)
    .where(and(eq(crmRecords.provider, provider), eq(crmRecords.kind, kind)))
  return rows.flatMap((row) =>
    row.reference ? [{ crmId: row.crmId, reference: row.reference }] : [],
  )
}

/** The CRM id of a listing or project the site imported from this CRM, by its reference. */
export async function crmIdOf(
  db: Executor,
  provider: CrmProvider,
  kind: Kind,
  reference: string,
): Promise<string | null> {
  const [row] = await db
    .select({ crmId: crmRecords.crmId })
    .from(crmRecords)
    .where(
      and(
        eq(crmRecords.provider, provider),
        eq(crmRecords.kind, kind),
        eq(crmRecords.reference, reference),
      ),
    )
    .limit(1)
  return row?.crmId ?? null
}
