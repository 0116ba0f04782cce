import { and, eq } from 'drizzle-orm'
import { authUsers, ownerProperties, owners, properties } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'

export type LinkResult = 'linked' | 'already-linked' | 'unknown-reference' | 'not-found'

/** Gives an owner one more property in their portal. */
export async function linkProperty(
  database: Database,
  member: StaffMember,
  ownerId: number,
  reference: string,
): Promise<LinkResult> {
  return database.transaction(async (tx) => {
    const [owner] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId))
    if (!owner) return 'not-found'
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.reference, reference))
    if (!property) return 'unknown-reference'
    const inserted = await tx
      .insert(ownerProperties)
      .values({ ownerId, propertyId: property.id })
      .onConflictDoNothing()
      .returning({ ownerId: ownerProperties.ownerId })
    if (inserted.length === 0) return 'already-linked'
    await recordAudit(tx, {
      staffId: member.id,
      action: 'owner.link',
      subject: `owner:${ownerId}`,
      after: { reference },
    })
    return 'linked'
  })
}

/** Takes a property out of an owner's portal (the property itself stays). */
export async function unlinkProperty(
  database: Database,
  member: StaffMember,
  ownerId: number,
  reference: string,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.reference, reference))
    if (!property) return false
    const removed = await tx
      .delete(ownerProperties)
      .where(and(eq(ownerProperties.ownerId, ownerId), eq(ownerProperties.propertyId, property.id)))
      .returning({ ownerId: ownerProperties.ownerId })
    if (removed.length === 0) return false
    await recordAudit(tx, {
      staffId: member.id,
      action: 'owner.unlink',
      subject: `owner:${ownerId}`,
      before: { reference },
    })
    return true
  })
}

/**
 * Ends the owner's access: their login (password, sessions, unused links) is deleted; the owner,
 * their properties and history stay, and a new invitation gives access again.
 */
export async function revokeAccess(
  database: Database,
  member: StaffMember,
  ownerId: number,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: owners.email })
      .from(owners)
      .where(eq(owners.id, ownerId))
    if (!owner) return false
    const removed = await tx
      .delete(authUsers)
      .where(eq(authUsers.email, owner.email))
      .returning({ id: authUsers.id })
    if (removed.length === 0) return false
    await recordAudit(tx, {
      staffId: member.id,
      action: 'owner.revoke',
      subject: `owner:${ownerId}`,
      before: { login: owner.email },
    })
    return true
  })
}
