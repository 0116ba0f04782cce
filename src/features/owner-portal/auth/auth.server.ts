import 'server-only'
import { betterAuth } from 'better-auth'
import { eq } from 'drizzle-orm'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { logger } from '@/lib/logger'
import { db } from '@/server/db/client'
import { authAccounts, authSessions, authUsers, authVerifications } from '@/server/db/schema'
import { appSecret } from '@/server/secrets/app-secret'
import { hashPassword, verifyPassword } from '@/server/auth/password-hash'
import { passwordLength } from '@/features/owner-portal/forms/owner-form-schemas'
import * as rateLimit from '@/server/rate-limit'
import { accountLimitKey } from './owner-limits'
import { hashTokenIdentifier } from './token-identifier'
import type { Database } from '@/server/db/types'

/** better-auth's cookie names start with `owner.`; over HTTPS the browser sees `__Host-owner.` (host-cookie.ts). */
export const portalCookiePrefix = 'owner'

/** A session ends this long after login, however active the owner is (OWASP: 4 to 8 hours). */
export const absoluteLifetimeSeconds = 8 * 60 * 60
/** …and this long after the owner's last request (OWASP: 15 to 30 minutes). */
export const inactivityTimeoutSeconds = 30 * 60
export const resetLinkLifetimeSeconds = 60 * 60

/**
 * better-auth for the owner portal: e-mail and password only, no sign-up (the agency invites), no
 * HTTP handler (the portal calls `auth.api` from server actions, so every request passes this
 * site's rate limits and password policy first). See docs/decisions/014-owner-portal.md.
 */
export function createOwnerAuth(database: Database) {
  return betterAuth({
    appName: 'Owner portal',
    secret: appSecret(),
    // Only used to build links, which the portal builds itself (reset-link.server.ts).
    baseURL: process.env.PUBLIC_URL ?? 'http://localhost',
    telemetry: { enabled: false },
    // Into the site's JSON log, like every other event.
    logger: {
      level: 'warn',
      log: (level, message, ...details) =>
        logger[level]({ component: 'better-auth', details }, message),
    },
    database: drizzleAdapter(database, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: resetLinkLifetimeSeconds,
      // A new password ends every session: the one who asked may be locking out an intruder.
      revokeSessionsOnPasswordReset: true,
      // The link reached the owner's mailbox: the address is proven, and the login limit that an
      // attacker may have run into for this account no longer stands in the owner's way.
      onPasswordReset: async ({ user }) => {
        await database
          .update(authUsers)
          .set({ emailVerified: true })
          .where(eq(authUsers.id, user.id))
        await rateLimit.clear(database, accountLimitKey(user.email))
      },
    },
    session: {
      // The absolute lifetime: never extended, the inactivity timeout is checked on every request.
      expiresIn: absoluteLifetimeSeconds,
      disableSessionRefresh: true,
    },
    verification: { storeIdentifier: { hash: hashTokenIdentifier } },
    // The portal's own limits (owner-limits.ts) are kept in PostgreSQL for every instance.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: portalCookiePrefix,
      // Secure and the __Host- prefix are set per request, from the request's scheme
      // (applyAuthCookies in session.server.ts): better-auth always sees the bare names.
      useSecureCookies: false,
      // The address the custom server determined (src/server/client-address.ts), kept per session.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
  })
}

export type OwnerAuth = ReturnType<typeof createOwnerAuth>

let instance: OwnerAuth | undefined

/** The site's instance, on the shared pool. */
export function ownerAuth(): OwnerAuth {
  instance ??= createOwnerAuth(db())
  return instance
}
