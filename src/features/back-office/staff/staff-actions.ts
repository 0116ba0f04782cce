'use server'

import { redirect } from 'next/navigation'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { siteOrigin } from '@/lib/site-origin.server'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { backOfficeAction, typedValues } from '@/features/back-office/screens/back-office-action'
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

const fields: InviteStaffField[] = ['name', 'email', 'role', 'language', 'agent']

const toStaff = async (
  _errors: unknown,
  { url }: { url: (...segments: string[]) => Promise<string> },
) => redirect(await url('staff'))

/** Invites a staff member, as `npm run staff -- invite` does; admins only. */
export const inviteStaffAction = backOfficeAction('inviteStaff', {
  schema: inviteStaffSchema,
  refused: (errors, { values }): InviteStaffState => ({
    errors: errors as InviteStaffState['errors'],
    values: typedValues(values, fields),
  }),
  run: async (input, { member, values, url }): Promise<InviteStaffState> => {
    const config = await getSiteConfig()
    const origin = siteOrigin()
    const result = await inviteStaff(db(), member, input, {
      agency: config.agency.name,
      linkFor: (lang, token) =>
        `${origin}${adminHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
    })
    if (!result.ok) {
      if (result.reason === 'forbidden') redirect(await url('staff'))
      return {
        errors:
          result.reason === 'emailTaken' ? { email: 'emailTaken' } : { agent: 'agentUnknown' },
        values: typedValues(values, fields),
      }
    }
    redirect(`${await url('staff')}?notice=invited`)
  },
})

export const changeRoleAction = backOfficeAction('changeRole', {
  schema: roleChangeSchema,
  refused: toStaff,
  run: async (input, { member, url }): Promise<void> => {
    const result = await changeStaffRole(db(), member, input)
    redirect(`${await url('staff')}?notice=${result === 'saved' ? 'role-saved' : result}`)
  },
})

export const setDisabledAction = backOfficeAction('setDisabled', {
  schema: accountStateSchema,
  refused: toStaff,
  run: async (input, { member, url }): Promise<void> => {
    const result = await setStaffDisabled(db(), member, input)
    const done = input.disabled ? 'disabled' : 'enabled'
    redirect(`${await url('staff')}?notice=${result === 'saved' ? done : result}`)
  },
})

/** An admin requires (or no longer requires) a second factor for every staff account. */
export const requireSecondFactorAction = backOfficeAction(
  'requireSecondFactor',
  async ({ member, form, url }): Promise<void> => {
    const required = form.get('required') === 'yes'
    await setSecondFactorRequired(db(), member, required)
    redirect(`${await url('staff')}?notice=${required ? 'required-on' : 'required-off'}`)
  },
)

/** An admin removes a member's authenticator app (lost without backup codes). */
export const resetSecondFactorAction = backOfficeAction(
  'resetSecondFactor',
  async ({ member, form, url }): Promise<void> => {
    const id = Number(form.get('id'))
    if (!Number.isInteger(id) || id <= 0) redirect(await url('staff'))
    const result = await resetSecondFactor(db(), member, id)
    redirect(`${await url('staff')}?notice=${result === 'saved' ? 'second-factor-reset' : result}`)
  },
)
