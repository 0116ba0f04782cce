'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { siteOrigin } from '@/lib/site-origin.server'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { staffAuth } from '@/features/back-office/auth/staff-auth.server'
import { staffClientAddress } from '@/features/back-office/auth/staff-session.server'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import {
  requestStaffPasswordReset,
  setStaffPassword,
} from '@/features/back-office/staff/staff-password'
import {
  codeSchema,
  resetRequestSchema,
  type CodeState,
  type EnrolState,
  type NewPasswordState,
  type ResetRequestState,
} from '@/features/back-office/staff/staff-schema'
import { confirmEnrolment, disableSecondFactor, passSecondFactor } from './second-factor'

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/** The login's second step: a code from the member's app or a backup code opens the session. */
export const passCodeAction = backOfficeAction('passCode', {
  schema: codeSchema,
  refused: (): CodeState => ({ error: 'invalid' }),
  run: async ({ code }, { member, url }): Promise<CodeState> => {
    const result = await passSecondFactor(db(), member, code)
    if (!result.ok) return { error: result.reason }
    redirect(await url('leads'))
  },
})

/** Confirms enrolment with a first code; the answer carries the backup codes, shown once. */
export const confirmEnrolmentAction = backOfficeAction('confirmEnrolment', {
  schema: codeSchema,
  refused: (): EnrolState => ({ error: 'invalid' }),
  run: async ({ code }, { member }): Promise<EnrolState> => {
    const result = await confirmEnrolment(db(), member, code)
    return result.ok ? { backupCodes: result.backupCodes } : { error: result.reason }
  },
})

export const disableSecondFactorAction = backOfficeAction('disableSecondFactor', {
  schema: codeSchema,
  refused: (): CodeState => ({ error: 'invalid' }),
  run: async ({ code }, { member, url }): Promise<CodeState> => {
    const result = await disableSecondFactor(db(), member, code)
    if (!result.ok) return { error: result.reason }
    redirect(`${await url('security')}?notice=disabled`)
  },
})

// Both answers take at least this long, so the time says nothing about whether the address has
// an account; queueing the e-mail takes a few milliseconds.
const resetRequestMinimumMs = 400

/** Mails a reset link if the address has an active staff account, and answers the same either way. */
export const requestStaffResetAction = backOfficeAction('requestStaffReset', {
  schema: resetRequestSchema,
  refused: (): ResetRequestState => ({ error: 'emailInvalid' }),
  run: async ({ email }): Promise<ResetRequestState> => {
    const started = Date.now()
    const [list, config] = await Promise.all([headers(), getSiteConfig()])
    const origin = siteOrigin()
    await requestStaffPasswordReset(db(), {
      email,
      address: staffClientAddress(list),
      agency: config.agency.name,
      linkFor: (lang, token) =>
        `${origin}${adminHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
    })
    const wait = resetRequestMinimumMs - (Date.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return { sent: true }
  },
})

/** Sets the password from an invitation or reset link, then sends the member to the login. */
export const setStaffPasswordAction = backOfficeAction(
  'setStaffPassword',
  async ({ form, url }): Promise<NewPasswordState> => {
    const result = await setStaffPassword(db(), staffAuth(), {
      token: text(form.get('token')),
      password: text(form.get('password')),
      confirmation: text(form.get('confirmation')),
      agency: (await getSiteConfig()).agency.name,
    })
    if (!result.ok) return { errors: result.errors }
    redirect(`${await url('login')}?notice=passwordSaved`)
  },
)
