import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { agents, ownerHistory, properties } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { listingsOf } from './property-scope'
import type { MissingFilter, PropertyFilters } from './property-schema'

export const propertiesPerPage = 50

/** Published listings without photos, or without an EPC label (the dashboard counts them too). */
export function missingCondition(missing: MissingFilter): SQL {
  return missing === 'photos'
    ? and(eq(properties.published, true), sql`jsonb_array_length(${properties.photos}) = 0`)!
    : and(eq(properties.published, true), isNull(properties.epcLabel))!
}

/** One page of the listings the member works on, by reference, with their history's size. */
export async function listProperties(
  executor: Executor,
  member: StaffMember,
  filters: PropertyFilters,
) {
  const conditions: (SQL | undefined)[] = [listingsOf(member)]
  if (filters.missing) conditions.push(missingCondition(filters.missing))
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(or(ilike(properties.reference, pattern), ilike(properties.city, pattern)))
  }
  const where = and(...conditions)
  const rows = await executor
    .select({
      id: properties.id,
      reference: properties.reference,
      city: properties.city,
      published: properties.published,
      photos: sql<number>`jsonb_array_length(${properties.photos})::int`,
      epcLabel: properties.epcLabel,
      agent: sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}`,
      history: sql<number>`(select count(*)::int from ${ownerHistory}
        where ${ownerHistory.propertyId} = ${properties.id})`,
    })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(where)
    .orderBy(asc(properties.reference))
    .limit(propertiesPerPage)
    .offset((filters.page - 1) * propertiesPerPage)
  const [counted] = await executor.select({ total: count() }).from(properties).where(where)
  return { rows, total: Number(counted?.total ?? 0) }
}

/** A listing the member works on, by reference, or null (unknown, or another agent's). */
export async function findProperty(executor: Executor, member: StaffMember, reference: string) {
  const [row] = await executor
    .select({ id: properties.id, reference: properties.reference, city: properties.city })
    .from(properties)
    .where(and(eq(properties.reference, reference), listingsOf(member)))
  return row ?? null
}

/** A listing's history rows the agency keeps (added here or imported), newest first. */
export function historyOf(executor: Executor, propertyId: number) {
  return executor
    .select()
    .from(ownerHistory)
    .where(eq(ownerHistory.propertyId, propertyId))
    .orderBy(desc(ownerHistory.occurredAt), desc(ownerHistory.id))
}

/** One history row of a listing, or null. */
export async function findHistoryRow(executor: Executor, propertyId: number, id: number) {
  const [row] = await executor
    .select()
    .from(ownerHistory)
    .where(and(eq(ownerHistory.id, id), eq(ownerHistory.propertyId, propertyId)))
  return row ?? null
}
