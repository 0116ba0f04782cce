'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { formInput } from '@/lib/forms/form-values'
import { siteOrigin } from '@/lib/site-origin.server'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { staffAuth } from '@/features/back-office/auth/staff-auth.server'
import {
  requireStaffAt,
  staffClientAddress,
} from '@/features/back-office/auth/staff-session.server'
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
export async function passCodeAction(_state: CodeState, form: FormData): Promise<CodeState> {
  const member = await requireStaffAt(await actionLanguage(), 'code')
  const parsed = codeSchema.safeParse(formInput(form))
  if (!parsed.success) return { error: 'invalid' }
  const result = await passSecondFactor(db(), member, parsed.data.code)
  if (!result.ok) return { error: result.reason }
  redirect(await actionAdminUrl('leads'))
}

/** Confirms enrolment with a first code; the answer carries the backup codes, shown once. */
export async function confirmEnrolmentAction(
  _state: EnrolState,
  form: FormData,
): Promise<EnrolState> {
  const member = await requireStaffAt(await actionLanguage(), 'enrol')
  const parsed = codeSchema.safeParse(formInput(form))
  if (!parsed.success) return { error: 'invalid' }
  const result = await confirmEnrolment(db(), member, parsed.data.code)
  return result.ok ? { backupCodes: result.backupCodes } : { error: result.reason }
}

export async function disableSecondFactorAction(
  _state: CodeState,
  form: FormData,
): Promise<CodeState> {
  const member = await requireStaffAt(await actionLanguage(), 'enrol')
  const parsed = codeSchema.safeParse(formInput(form))
  if (!parsed.success) return { error: 'invalid' }
  const result = await disableSecondFactor(db(), member, parsed.data.code)
  if (!result.ok) return { error: result.reason }
  redirect(`${await actionAdminUrl('security')}?notice=disabled`)
}

// Both answers take at least this long, so the time says nothing about whether the address has
// an account; queueing the e-mail takes a few milliseconds.
const resetRequestMinimumMs = 400

/** Mails a reset link if the address has an active staff account, and answers the same either way. */
export async function requestStaffResetAction(
  _state: ResetRequestState,
  form: FormData,
): Promise<ResetRequestState> {
  const started = Date.now()
  const parsed = resetRequestSchema.safeParse(formInput(form))
  if (!parsed.success) return { error: 'emailInvalid' }
  const [list, config] = await Promise.all([headers(), getSiteConfig()])
  const origin = siteOrigin()
  await requestStaffPasswordReset(db(), {
    email: parsed.data.email,
    address: staffClientAddress(list),
    agency: config.agency.name,
    linkFor: (lang, token) =>
      `${origin}${adminHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
  })
  const wait = resetRequestMinimumMs - (Date.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return { sent: true }
}

/** Sets the password from an invitation or reset link, then sends the member to the login. */
export async function setStaffPasswordAction(
  _state: NewPasswordState,
  form: FormData,
): Promise<NewPasswordState> {
  const result = await setStaffPassword(db(), staffAuth(), {
    token: text(form.get('token')),
    password: text(form.get('password')),
    confirmation: text(form.get('confirmation')),
    agency: (await getSiteConfig()).agency.name,
  })
  if (!result.ok) return { errors: result.errors }
  redirect(`${await actionAdminUrl('login')}?notice=passwordSaved`)
}
