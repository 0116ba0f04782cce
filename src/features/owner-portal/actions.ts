'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { getLanguageSettings, getSiteConfig } from '@/server/site-config/site-config.server'
import { formInput } from '@/lib/forms/form-values'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { siteOrigin } from '@/lib/site-origin.server'
import { db } from '@/server/db/client'
import { overHttps } from '@/server/auth/auth-cookies.server'
import { ownerAuth } from './auth/auth.server'
import { requestPasswordReset, resetPassword } from './auth/password-reset'
import {
  applyAuthCookies,
  authRequestHeaders,
  clientAddress,
  currentOwner,
  loginHref,
  requireOwner,
} from './auth/session.server'
import { deviceCookie } from './auth/device-cookie'
import { signInOwner } from './auth/sign-in'
import {
  loginRefusal,
  loginSchema,
  resetRequestRefusal,
  resetRequestSchema,
  type LoginState,
  type NewPasswordState,
  type ResetRequestState,
} from './forms/owner-form-schemas'
import { portalHref } from './portal-paths'
import { ownerPropertyOr404 } from './portal/scoped-property.server'

async function requestLanguage(): Promise<Language> {
  const locale = await getLocale()
  return isSupportedLanguage(locale) ? locale : (await getLanguageSettings()).defaultLanguage
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/**
 * Logs an owner in and opens their portal, in their own language. Every failure but the rate limit
 * gets the one message of specification §8, whatever was wrong.
 */
export async function logIn(_state: LoginState, form: FormData): Promise<LoginState> {
  const values = formInput(form)
  const parsed = loginSchema.safeParse(values)
  if (!parsed.success) return loginRefusal(values, parsed.error)
  const { email, password } = parsed.data
  const list = await headers()
  const config = await getSiteConfig()
  const store = await cookies()
  const result = await signInOwner(db(), ownerAuth(), {
    email,
    password,
    headers: list,
    address: clientAddress(list),
    agency: { email: config.agency.email, lang: config.defaultLanguage },
    device: store.get(deviceCookie.name)?.value,
  })
  if (!result.ok) return { error: result.reason, email }
  await applyAuthCookies(result.cookies)
  store.set(deviceCookie.name, result.device, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: deviceCookie.maxAgeDays * 86_400,
    secure: overHttps(list),
  })
  const { enabled } = await getLanguageSettings()
  const lang =
    isSupportedLanguage(result.locale) && enabled.includes(result.locale)
      ? result.locale
      : await requestLanguage()
  redirect(portalHref(lang, config.defaultLanguage))
}

async function signOutWith(revokeAll: boolean): Promise<void> {
  const lang = await requestLanguage()
  const list = await authRequestHeaders()
  const auth = ownerAuth()
  if (revokeAll && (await currentOwner())) await auth.api.revokeSessions({ headers: list })
  const { headers: cookies } = await auth.api.signOut({ headers: list, returnHeaders: true })
  await applyAuthCookies(cookies)
  redirect(await loginHref(lang, revokeAll ? 'signedOutEverywhere' : 'signedOut'))
}

export async function logOut(): Promise<void> {
  await signOutWith(false)
}

/** Ends every session of the owner: other browsers are logged out at their next request. */
export async function logOutEverywhere(): Promise<void> {
  await signOutWith(true)
}

// Both answers take at least this long, so the time says nothing about whether the address has an
// account (decisions.md §4); queueing the e-mail takes a few milliseconds.
const resetRequestMinimumMs = 400

/** Sends a reset link if the address has an account, and answers the same either way. */
export async function requestReset(
  _state: ResetRequestState,
  form: FormData,
): Promise<ResetRequestState> {
  const started = Date.now()
  const values = formInput(form)
  const parsed = resetRequestSchema.safeParse(values)
  if (!parsed.success) return resetRequestRefusal(values)
  const { email } = parsed.data
  const list = await headers()
  const config = await getSiteConfig()
  const origin = siteOrigin()
  await requestPasswordReset(db(), {
    email,
    address: clientAddress(list),
    agency: config.agency.name,
    linkFor: (lang, token) =>
      `${origin}${portalHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
  })
  const wait = resetRequestMinimumMs - (Date.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return { sent: true }
}

/** Sets the password from a reset or invitation link, then sends the owner to the login page. */
export async function setNewPassword(
  _state: NewPasswordState,
  form: FormData,
): Promise<NewPasswordState> {
  const result = await resetPassword(db(), ownerAuth(), {
    token: text(form.get('token')),
    password: text(form.get('password')),
    confirmation: text(form.get('confirmation')),
    agency: (await getSiteConfig()).agency.name,
  })
  if (!result.ok) return { errors: result.errors }
  redirect(await loginHref(await requestLanguage(), 'passwordSaved'))
}

/**
 * The property switcher: opens one of the owner's properties, never another owner's (404). The
 * form's state (always none) comes first, as useActionState calls it (lib/forms ActionForm).
 */
export async function openProperty(_state: void, form: FormData): Promise<void> {
  const lang = await requestLanguage()
  const owner = await requireOwner(lang)
  const property = await ownerPropertyOr404(owner, text(form.get('reference')), 'action')
  const { defaultLanguage } = await getLanguageSettings()
  redirect(portalHref(lang, defaultLanguage, property.reference))
}
