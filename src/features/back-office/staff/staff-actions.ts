'use server'

import { redirect } from 'next/navigation'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { formInput } from '@/lib/forms/form-values'
import { siteOrigin } from '@/lib/site-origin.server'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import {
  resetSecondFactor,
  setSecondFactorRequired,
} from '@/features/back-office/security/second-factor'
import { changeStaffRole, inviteStaff, setStaffDisabled } from './staff-changes'
import {
  accountStateSchema,
  inviteStaffSchema,
  roleChangeSchema,
  type InviteStaffField,
  type InviteStaffState,
} from './staff-schema'

const staffUrl = (...segments: string[]) => actionAdminUrl('staff', ...segments)
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const fields: InviteStaffField[] = ['name', 'email', 'role', 'language', 'agent']

/** Invites a staff member, as `npm run staff -- invite` does; admins only. */
export async function inviteStaffAction(
  _state: InviteStaffState,
  form: FormData,
): Promise<InviteStaffState> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const values = formInput(form)
  const typed = Object.fromEntries(fields.map((field) => [field, text(values[field])]))
  const parsed = inviteStaffSchema.safeParse(values)
  if (!parsed.success) {
    const errors: InviteStaffState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InviteStaffField
      errors[field] ??= issue.message as never
    }
    return { errors, values: typed }
  }
  const config = await getSiteConfig()
  const origin = siteOrigin()
  const result = await inviteStaff(db(), member, parsed.data, {
    agency: config.agency.name,
    linkFor: (lang, token) =>
      `${origin}${adminHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
  })
  if (!result.ok) {
    if (result.reason === 'forbidden') redirect(await staffUrl())
    return {
      errors: result.reason === 'emailTaken' ? { email: 'emailTaken' } : { agent: 'agentUnknown' },
      values: typed,
    }
  }
  redirect(`${await staffUrl()}?notice=invited`)
}

export async function changeRoleAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const parsed = roleChangeSchema.safeParse(formInput(form))
  if (!parsed.success) redirect(await staffUrl())
  const result = await changeStaffRole(db(), member, parsed.data)
  redirect(`${await staffUrl()}?notice=${result === 'saved' ? 'role-saved' : result}`)
}

export async function setDisabledAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const parsed = accountStateSchema.safeParse(formInput(form))
  if (!parsed.success) redirect(await staffUrl())
  const result = await setStaffDisabled(db(), member, parsed.data)
  const done = parsed.data.disabled ? 'disabled' : 'enabled'
  redirect(`${await staffUrl()}?notice=${result === 'saved' ? done : result}`)
}

/** An admin requires (or no longer requires) a second factor for every staff account. */
export async function requireSecondFactorAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const required = form.get('required') === 'yes'
  await setSecondFactorRequired(db(), member, required)
  redirect(`${await staffUrl()}?notice=${required ? 'required-on' : 'required-off'}`)
}

/** An admin removes a member's authenticator app (lost without backup codes). */
export async function resetSecondFactorAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const id = Number(form.get('id'))
  if (!Number.isInteger(id) || id <= 0) redirect(await staffUrl())
  const result = await resetSecondFactor(db(), member, id)
  redirect(`${await staffUrl()}?notice=${result === 'saved' ? 'second-factor-reset' : result}`)
}
