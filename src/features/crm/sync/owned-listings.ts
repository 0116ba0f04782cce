import { and, asc, eq, exists } from 'drizzle-orm'
import { crmRecords, ownerProperties, properties } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { CrmProvider, MappingContext } from '@/features/crm/connector'

/**
 * How many owned listings an incremental pull maps again although they did not change, so their
 * owner history and counters stay fresh: each costs a few CRM calls (Omnicasa: four), so a sync
 * refreshes a bounded number, the least recently imported first, and every owned listing comes
 * round within ⌈owned ÷ this⌉ syncs.
 */
export const ownedRefreshPerSync = 20

/** What a mapping knows of the portal's owners: which listings have one, which to refresh. */
export async function ownerLookup(
  db: Database,
  provider: CrmProvider,
  full: boolean,
): Promise<Required<Pick<MappingContext, 'hasOwner' | 'ownedToRefresh'>>> {
  const owned = exists(
    db
      .select({ one: ownerProperties.propertyId })
      .from(ownerProperties)
      .where(eq(ownerProperties.propertyId, properties.id)),
  )
  const [references, stale] = await Promise.all([
    db.select({ reference: properties.reference }).from(properties).where(owned),
    full
      ? Promise.resolve([])
      : db
          .select({ crmId: crmRecords.crmId })
          .from(crmRecords)
          .innerJoin(properties, eq(properties.reference, crmRecords.reference))
          .where(
            and(
              eq(crmRecords.provider, provider),
              eq(crmRecords.kind, 'property'),
              eq(properties.published, true),
              owned,
            ),
          )
          .orderBy(asc(crmRecords.updatedAt), asc(crmRecords.crmId))
          .limit(ownedRefreshPerSync),
  ])
  const withOwner = new Set(references.map((row) => row.reference))
  return {
    hasOwner: (reference) => withOwner.has(reference),
    ownedToRefresh: stale.map((row) => row.crmId),
  }
}
