import { count, eq, sql } from 'drizzle-orm'
import {
  authAccounts,
  authSessions,
  authUsers,
  ownerProperties,
  owners,
  properties,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

/** Whether the owner can log in: no login, invited (no password yet), or a password set. */
export type AccessState = 'none' | 'invited' | 'active'

export type OwnerSummary = {
  id: number
  firstName: string
  lastName: string
  email: string
  locale: string
  references: string[]
  access: AccessState
}

const accessOf = sql<AccessState>`case
  when ${authUsers.id} is null then 'none'
  when exists (select 1 from ${authAccounts} where ${authAccounts.userId} = ${authUsers.id}
    and ${authAccounts.password} is not null) then 'active'
  else 'invited' end`

/** Every owner with their properties' references and access, by name. */
export async function listOwners(executor: Executor): Promise<OwnerSummary[]> {
  return executor
    .select({
      id: owners.id,
      firstName: owners.firstName,
      lastName: owners.lastName,
      email: owners.email,
      locale: owners.locale,
      references: sql<
        string[]
      >`coalesce(array_agg(${properties.reference} order by ${properties.reference})
        filter (where ${properties.reference} is not null), '{}')`,
      access: accessOf,
    })
    .from(owners)
    .leftJoin(ownerProperties, eq(ownerProperties.ownerId, owners.id))
    .leftJoin(properties, eq(properties.id, ownerProperties.propertyId))
    .leftJoin(authUsers, eq(authUsers.email, owners.email))
    .groupBy(owners.id, authUsers.id)
    .orderBy(owners.lastName, owners.firstName, owners.id)
}

/** One owner with their linked properties and open sessions, or null. */
export async function findOwner(executor: Executor, id: number) {
  const [owner] = await executor
    .select({
      id: owners.id,
      firstName: owners.firstName,
      lastName: owners.lastName,
      email: owners.email,
      locale: owners.locale,
      access: accessOf,
      userId: authUsers.id,
    })
    .from(owners)
    .leftJoin(authUsers, eq(authUsers.email, owners.email))
    .where(eq(owners.id, id))
  if (!owner) return null
  const linked = await executor
    .select({ id: properties.id, reference: properties.reference, city: properties.city })
    .from(ownerProperties)
    .innerJoin(properties, eq(properties.id, ownerProperties.propertyId))
    .where(eq(ownerProperties.ownerId, id))
    .orderBy(properties.reference)
  const [sessions] = owner.userId
    ? await executor
        .select({ open: count() })
        .from(authSessions)
        .where(eq(authSessions.userId, owner.userId))
    : [{ open: 0 }]
  return { ...owner, properties: linked, openSessions: Number(sessions?.open ?? 0) }
}
