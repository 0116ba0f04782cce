'use server'

import { cookies, headers } from 'next/headers'
import { browserCookieName } from '@/server/auth/host-cookie'
import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import { siteOrigin } from '@/lib/site-origin.server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { overHttps } from '@/server/auth/auth-cookies.server'
import { staffAuth } from './auth/staff-auth.server'
import {
  applyStaffCookies,
  staffClientAddress,
  staffRequestHeaders,
} from './auth/staff-session.server'
import { staffDeviceCookie } from './auth/staff-device'
import { signInStaff } from './auth/staff-sign-in'
import { signOutStaff } from './auth/staff-sign-out'
import { staffLoginSchema, type StaffLoginState } from './auth/staff-login-schema'
import { addLeadNote, changeLead } from './leads/lead-changes'
import { leadNoteSchema, leadUpdateSchema } from './leads/lead-schema'
import { backOfficeAction } from './screens/back-office-action'
import { adminHref } from './admin-paths'

/** Logs a staff member in; every failure but the limit gets the same message. */
export const staffLogIn = backOfficeAction('staffLogIn', {
  schema: staffLoginSchema,
  refused: (_errors, { values }): StaffLoginState => ({
    error: 'invalid',
    email: typedEmail(values),
  }),
  run: async (input, { values, url }): Promise<StaffLoginState> => {
    const email = typedEmail(values)
    const list = await headers()
    const store = await cookies()
    // Over HTTPS the device cookie is a __Host- cookie, like the session's.
    const secure = overHttps(list)
    const deviceName = browserCookieName(staffDeviceCookie.name, secure)
    const result = await signInStaff(db(), staffAuth(), {
      email: input.email,
      password: input.password,
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
    redirect(await url('leads'))
  },
})

const typedEmail = (values: Record<string, unknown>) =>
  typeof values.email === 'string' ? values.email.trim() : ''

export const staffLogOut = backOfficeAction('staffLogOut', async ({ url }): Promise<void> => {
  const cookies = await signOutStaff(db(), staffAuth(), {
    headers: await staffRequestHeaders(),
    address: staffClientAddress(await headers()),
  })
  await applyStaffCookies(cookies)
  redirect(`${await url('login')}?notice=signedOut`)
})

/** Status and assignee of a lead; back to the lead with what happened. */
export const saveLead = backOfficeAction('saveLead', {
  schema: leadUpdateSchema,
  refused: async (_errors, { url }): Promise<void> => redirect(await url('leads')),
  run: async ({ id, status, assignee }, { member, url }): Promise<void> => {
    const { defaultLanguage } = await getLanguageSettings()
    const origin = siteOrigin()
    const result = await changeLead(
      db(),
      member,
      { id, status, assignee: assignee === '' ? null : assignee },
      {
        linkFor: (lang, lead) =>
          `${origin}${adminHref(lang, defaultLanguage, 'leads', String(lead))}`,
        fallbackLanguage: defaultLanguage,
      },
    )
    if (result === 'not-found') redirect(await url('leads'))
    redirect(`${await url('leads', String(id))}?notice=${result}`)
  },
})

export const saveLeadNote = backOfficeAction('saveLeadNote', {
  schema: leadNoteSchema,
  refused: async (_errors, { values, url }): Promise<void> => {
    const id = Number(values.id)
    if (!Number.isInteger(id) || id <= 0) redirect(await url('leads'))
    redirect(`${await url('leads', String(id))}?notice=note-empty#note`)
  },
  run: async (input, { member, url }): Promise<void> => {
    const result = await addLeadNote(db(), member, input)
    if (result === 'not-found') redirect(await url('leads'))
    redirect(`${await url('leads', String(input.id))}?notice=note-saved`)
  },
})
