'use server'

import { inArray } from 'drizzle-orm'
import { redirect } from 'next/navigation'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { formInput } from '@/lib/forms/form-values'
import { siteOrigin } from '@/lib/site-origin.server'
import { db } from '@/server/db/client'
import { properties } from '@/server/db/schema'
import { inviteOwner, portalHref, type Invitation } from '@/features/owner-portal/server'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import { linkProperty, revokeAccess, unlinkProperty } from './owner-admin-changes'
import { findOwner } from './owner-admin-queries'
import { inviteSchema, linkSchema, type InviteField, type InviteState } from './owner-schema'

const ownersUrl = (...segments: string[]) => actionAdminUrl('owners', ...segments)

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Invites an owner (creates them if needed, links the properties, e-mails a link to choose a
 * password), as `npm run owner -- invite` does; admins only.
 */
export async function inviteOwnerAction(_state: InviteState, form: FormData): Promise<InviteState> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const values = formInput(form)
  const typed = Object.fromEntries(
    (['firstName', 'lastName', 'email', 'language', 'references'] as const).map((field) => [
      field,
      text(values[field]),
    ]),
  ) as Record<InviteField, string>
  const parsed = inviteSchema.safeParse(values)
  if (!parsed.success) {
    const errors: InviteState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InviteField
      errors[field] ??= issue.message as never
    }
    return { errors, values: typed }
  }
  const input = parsed.data
  const known = await db()
    .select({ reference: properties.reference })
    .from(properties)
    .where(inArray(properties.reference, input.references))
  const unknown = input.references.filter((ref) => !known.some((row) => row.reference === ref))
  if (unknown.length) return { errors: { references: 'unknownReference' }, unknown, values: typed }

  const ownerId = await sendInvitation(member, {
    email: input.email,
    references: input.references,
    firstName: input.firstName,
    lastName: input.lastName,
    language: input.language,
  })
  redirect(`${await ownersUrl(String(ownerId))}?notice=invited`)
}

/** The invitation as `npm run owner -- invite` sends it, then its audit row. */
async function sendInvitation(member: StaffMember, invitation: Invitation): Promise<number> {
  const config = await getSiteConfig()
  const origin = siteOrigin()
  const result = await inviteOwner(db(), invitation, {
    agencyName: config.agency.name,
    linkFor: (lang, token) =>
      `${origin}${portalHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
  })
  await recordAudit(db(), {
    staffId: member.id,
    action: 'owner.invite',
    subject: `owner:${result.ownerId}`,
    after: {
      email: invitation.email.toLowerCase(),
      references: result.linked,
      created: result.created,
    },
  })
  return result.ownerId
}

/** A new invitation link for an owner with their current properties (a lost or expired one). */
export async function inviteOwnerAgainAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const id = Number(form.get('owner'))
  const owner = Number.isInteger(id) && id > 0 ? await findOwner(db(), id) : null
  if (!owner || owner.properties.length === 0) redirect(await ownersUrl())
  const ownerId = await sendInvitation(member, {
    email: owner.email,
    references: owner.properties.map((property) => property.reference),
  })
  redirect(`${await ownersUrl(String(ownerId))}?notice=invited`)
}

export async function linkPropertyAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const parsed = linkSchema.safeParse(formInput(form))
  if (!parsed.success) redirect(await ownersUrl())
  const { owner, reference } = parsed.data
  const result = await linkProperty(db(), member, owner, reference)
  if (result === 'not-found') redirect(await ownersUrl())
  redirect(
    `${await ownersUrl(String(owner))}?notice=${result}&reference=${encodeURIComponent(reference)}`,
  )
}

export async function unlinkPropertyAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const parsed = linkSchema.safeParse(formInput(form))
  if (!parsed.success) redirect(await ownersUrl())
  const { owner, reference } = parsed.data
  await unlinkProperty(db(), member, owner, reference)
  redirect(
    `${await ownersUrl(String(owner))}?notice=unlinked&reference=${encodeURIComponent(reference)}`,
  )
}

export async function revokeAccessAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const owner = Number(form.get('owner'))
  if (!Number.isInteger(owner) || owner <= 0) redirect(await ownersUrl())
  if (form.get('confirm') !== 'yes')
    redirect(`${await ownersUrl(String(owner))}?notice=confirm-revoke`)
  await revokeAccess(db(), member, owner)
  redirect(`${await ownersUrl(String(owner))}?notice=revoked`)
}
