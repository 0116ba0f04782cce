'use server'

import { inArray } from 'drizzle-orm'
import { redirect } from 'next/navigation'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { siteOrigin } from '@/lib/site-origin.server'
import { db } from '@/server/db/client'
import { properties } from '@/server/db/schema'
import { inviteOwner, portalHref, type Invitation } from '@/features/owner-portal/server'
import {
  backOfficeAction,
  typedValues,
  type ActionContext,
} from '@/features/back-office/screens/back-office-action'
import { linkProperty, revokeAccess, unlinkProperty } from './owner-admin-changes'
import { findOwner } from './owner-admin-queries'
import { inviteSchema, linkSchema, type InviteField, type InviteState } from './owner-schema'

const fields: InviteField[] = ['firstName', 'lastName', 'email', 'language', 'references']

/**
 * Invites an owner (creates them if needed, links the properties, e-mails a link to choose a
 * password), as `npm run owner -- invite` does; admins only.
 */
export const inviteOwnerAction = backOfficeAction('inviteOwner', {
  schema: inviteSchema,
  refused: (errors, { values }): InviteState => ({
    errors: errors as InviteState['errors'],
    values: typedValues(values, fields),
  }),
  run: async (input, context): Promise<InviteState> => {
    const known = await db()
      .select({ reference: properties.reference })
      .from(properties)
      .where(inArray(properties.reference, input.references))
    const unknown = input.references.filter((ref) => !known.some((row) => row.reference === ref))
    if (unknown.length) {
      const values = typedValues(context.values, fields)
      return { errors: { references: 'unknownReference' }, unknown, values }
    }
    const ownerId = await sendInvitation(context, {
      email: input.email,
      references: input.references,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
    })
    redirect(`${await context.url('owners', String(ownerId))}?notice=invited`)
  },
})

/** The invitation as `npm run owner -- invite` sends it, then its audit row. */
async function sendInvitation(
  { audit }: ActionContext<'inviteOwner' | 'inviteOwnerAgain'>,
  invitation: Invitation,
): Promise<number> {
  const config = await getSiteConfig()
  const origin = siteOrigin()
  const result = await inviteOwner(db(), invitation, {
    agencyName: config.agency.name,
    linkFor: (lang, token) =>
      `${origin}${portalHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
  })
  await audit({
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
export const inviteOwnerAgainAction = backOfficeAction(
  'inviteOwnerAgain',
  async (context): Promise<void> => {
    const id = Number(context.form.get('owner'))
    const owner = Number.isInteger(id) && id > 0 ? await findOwner(db(), id) : null
    if (!owner || owner.properties.length === 0) redirect(await context.url('owners'))
    const ownerId = await sendInvitation(context, {
      email: owner.email,
      references: owner.properties.map((property) => property.reference),
    })
    redirect(`${await context.url('owners', String(ownerId))}?notice=invited`)
  },
)

const toOwners = async (_errors: unknown, { url }: { url: ActionContext<'linkProperty'>['url'] }) =>
  redirect(await url('owners'))

export const linkPropertyAction = backOfficeAction('linkProperty', {
  schema: linkSchema,
  refused: toOwners,
  run: async ({ owner, reference }, { member, url }): Promise<void> => {
    const result = await linkProperty(db(), member, owner, reference)
    if (result === 'not-found') redirect(await url('owners'))
    redirect(
      `${await url('owners', String(owner))}?notice=${result}&reference=${encodeURIComponent(reference)}`,
    )
  },
})

export const unlinkPropertyAction = backOfficeAction('unlinkProperty', {
  schema: linkSchema,
  refused: toOwners,
  run: async ({ owner, reference }, { member, url }): Promise<void> => {
    await unlinkProperty(db(), member, owner, reference)
    redirect(
      `${await url('owners', String(owner))}?notice=unlinked&reference=${encodeURIComponent(reference)}`,
    )
  },
})

export const revokeAccessAction = backOfficeAction(
  'revokeAccess',
  async ({ member, form, url }): Promise<void> => {
    const owner = Number(form.get('owner'))
    if (!Number.isInteger(owner) || owner <= 0) redirect(await url('owners'))
    if (form.get('confirm') !== 'yes')
      redirect(`${await url('owners', String(owner))}?notice=confirm-revoke`)
    await revokeAccess(db(), member, owner)
    redirect(`${await url('owners', String(owner))}?notice=revoked`)
  },
)
