import { generateId } from 'better-auth'
import { eq, inArray } from 'drizzle-orm'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { authUsers, ownerProperties, owners, properties } from '@/server/db/schema'
import { invitationMail } from './owner-mail'
import { invitationLifetimeSeconds, sendPasswordLink } from './password-link'
import type { Database } from '@/server/db/types'

/** Why an invitation cannot be made; the message is for the agency's operator. */
export class InvitationError extends Error {}

export type Invitation = {
  email: string
  references: string[]
  firstName?: string
  lastName?: string
  language?: string
}

/**
 * Invites an owner (docs/back-office.md "Owner accounts"): creates or updates the owner, links the properties,
 * creates their login without a password, and queues the e-mail with a link that sets it, valid
 * for seven days, all in one transaction. Inviting again sends a new link.
 */
export async function inviteOwner(
  database: Database,
  invitation: Invitation,
  site: { agencyName: string; linkFor: (lang: Language, token: string) => string },
): Promise<{ ownerId: number; created: boolean; linked: string[] }> {
  const email = invitation.email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new InvitationError(`"${invitation.email}" is not an e-mail address.`)
  }
  if (invitation.references.length === 0) {
    throw new InvitationError('Name at least one property reference.')
  }
  if (invitation.language !== undefined && !isSupportedLanguage(invitation.language)) {
    throw new InvitationError(`--language must be one of en, nl, fr, de.`)
  }
  return database.transaction(async (tx) => {
    const found = await tx
      .select({ id: properties.id, reference: properties.reference })
      .from(properties)
      .where(inArray(properties.reference, invitation.references))
    const unknown = invitation.references.filter(
      (reference) => !found.some((row) => row.reference === reference),
    )
    if (unknown.length)
      throw new InvitationError(`Unknown property reference: ${unknown.join(', ')}.`)

    const [existing] = await tx.select().from(owners).where(eq(owners.email, email))
    const changes = {
      ...(invitation.firstName ? { firstName: invitation.firstName } : {}),
      ...(invitation.lastName ? { lastName: invitation.lastName } : {}),
      ...(invitation.language ? { locale: invitation.language } : {}),
    }
    let owner = existing
    if (existing && Object.keys(changes).length) {
      ;[owner] = await tx
        .update(owners)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(owners.id, existing.id))
        .returning()
    }
    if (!existing) {
      if (!invitation.firstName || !invitation.lastName || !invitation.language) {
        throw new InvitationError(
          `${email} is not an owner yet: give --first-name, --last-name and --language.`,
        )
      }
      ;[owner] = await tx
        .insert(owners)
        .values({
          email,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          locale: invitation.language,
        })
        .returning()
    }
    if (!owner) throw new Error(`owner ${email} was not written`)
    await tx
      .insert(ownerProperties)
      .values(found.map((row) => ({ ownerId: owner.id, propertyId: row.id })))
      .onConflictDoNothing()

    const name = `${owner.firstName} ${owner.lastName}`
    await tx.insert(authUsers).values({ id: generateId(), name, email }).onConflictDoNothing()
    const [user] = await tx.select().from(authUsers).where(eq(authUsers.email, email))
    if (!user) throw new Error(`login ${email} was not written`)
    await sendPasswordLink(tx, {
      userId: user.id,
      owner,
      lifetimeSeconds: invitationLifetimeSeconds,
      mail: invitationMail,
      agency: site.agencyName,
      linkFor: site.linkFor,
    })
    return { ownerId: owner.id, created: !existing, linked: found.map((row) => row.reference) }
  })
}
