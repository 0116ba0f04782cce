'use server'

import { cookies, headers } from 'next/headers'
import { browserCookieName } from '@/server/auth/host-cookie'
import { redirect } from 'next/navigation'
import { formInput } from '@/lib/forms/form-values'
import { db } from '@/server/db/client'
import { overHttps } from '@/server/auth/auth-cookies.server'
import { actionAdminUrl, actionLanguage } from './action-urls'
import { staffAuth } from './auth/staff-auth.server'
import {
  applyStaffCookies,
  requireStaff,
  staffClientAddress,
  staffRequestHeaders,
} from './auth/staff-session.server'
import { staffDeviceCookie } from './auth/staff-device'
import { signInStaff } from './auth/staff-sign-in'
import { signOutStaff } from './auth/staff-sign-out'
import { staffLoginSchema, type StaffLoginState } from './auth/staff-login-schema'
import { addLeadNote, changeLead } from './leads/lead-changes'
import { leadNoteSchema, leadUpdateSchema } from './leads/lead-schema'

/** Logs a staff member in; every failure but the limit gets the same message. */
export async function staffLogIn(
  _state: StaffLoginState,
  form: FormData,
): Promise<StaffLoginState> {
  const values = formInput(form)
  const parsed = staffLoginSchema.safeParse(values)
  const email = typeof values.email === 'string' ? values.email.trim() : ''
  if (!parsed.success) return { error: 'invalid', email }
  const list = await headers()
  const store = await cookies()
  // Over HTTPS the device cookie is a __Host- cookie, like the session's.
  const secure = overHttps(list)
  const deviceName = browserCookieName(staffDeviceCookie.name, secure)
  const result = await signInStaff(db(), staffAuth(), {
    email: parsed.data.email,
    password: parsed.data.password,
    headers: list,
    address: staffClientAddress(list),
    device: store.get(deviceName)?.value,
  })
  if (!result.ok) return { error: result.reason, email }
  await applyStaffCookies(result.cookies)
  store.set(deviceName, result.device, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: staffDeviceCookie.maxAgeDays * 86_400,
    secure,
  })
  redirect(await actionAdminUrl('leads'))
}

export async function staffLogOut(): Promise<void> {
  const cookies = await signOutStaff(db(), staffAuth(), {
    headers: await staffRequestHeaders(),
    address: staffClientAddress(await headers()),
  })
  await applyStaffCookies(cookies)
  redirect(`${await actionAdminUrl('login')}?notice=signedOut`)
}

/** Status and assignee of a lead; back to the lead with what happened. */
export async function saveLead(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage())
  const parsed = leadUpdateSchema.safeParse(formInput(form))
  if (!parsed.success) redirect(await actionAdminUrl('leads'))
  const { id, status, assignee } = parsed.data
  const result = await changeLead(db(), member, {
    id,
    status,
    assignee: assignee === '' ? null : assignee,
  })
  if (result === 'not-found') redirect(await actionAdminUrl('leads'))
  redirect(`${await actionAdminUrl('leads', String(id))}?notice=${result}`)
}

export async function saveLeadNote(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage())
  const values = formInput(form)
  const parsed = leadNoteSchema.safeParse(values)
  const id = Number(values.id)
  if (!Number.isInteger(id) || id <= 0) redirect(await actionAdminUrl('leads'))
  if (!parsed.success)
    redirect(`${await actionAdminUrl('leads', String(id))}?notice=note-empty#note`)
  const result = await addLeadNote(db(), member, parsed.data)
  if (result === 'not-found') redirect(await actionAdminUrl('leads'))
  redirect(`${await actionAdminUrl('leads', String(id))}?notice=note-saved`)
}
