import 'server-only'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { logger } from '@/lib/logger'
import { db } from '@/server/db/client'
import {
  staffAuthAccounts,
  staffAuthSessions,
  staffAuthUsers,
  staffAuthVerifications,
} from '@/server/db/schema'
import { appSecret } from '@/server/secrets/app-secret'
import { hashPassword, verifyPassword } from '@/server/auth/password-hash'
import type { Database } from '@/server/db/types'
import * as rateLimit from '@/server/rate-limit'
import { staffLifetimeSeconds } from './staff-lifetimes'
import { hashStaffToken, staffLinkLifetimeSeconds } from './staff-token'

const signInFailures = new Set(['Invalid password', 'User not found'])

/** better-auth's cookie names start with `staff.`; over HTTPS the browser sees `__Host-staff.`. */
export const staffCookiePrefix = 'staff'

/**
 * better-auth for the back office: its own tables (staff_auth_*) and cookie names, so an owner's
 * session is never a staff session (docs/decisions/030-back-office.md). E-mail and password, no
 * sign-up: staff accounts are made by an admin or `npm run staff`; invitation and reset links are
 * its reset tokens (staff-token.ts); the second factor is ours (decision 033).
 */
export function createStaffAuth(database: Database) {
  return betterAuth({
    appName: 'Back office',
    secret: appSecret(),
    baseURL: process.env.PUBLIC_URL ?? 'http://localhost',
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...details) => {
        // signInStaff logs a failed sign-in with the account and the client's address instead.
        if (signInFailures.has(message)) return
        logger[level]({ component: 'better-auth-staff', details }, message)
      },
    },
    database: drizzleAdapter(database, {
      provider: 'pg',
      schema: {
        user: staffAuthUsers,
        session: staffAuthSessions,
        account: staffAuthAccounts,
        verification: staffAuthVerifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: staffLinkLifetimeSeconds.reset,
      // A new password ends every session: the one who asked may be locking out an intruder.
      revokeSessionsOnPasswordReset: true,
      // The link reached the member's mailbox: the account's login limit no longer stands.
      onPasswordReset: async ({ user }) => {
        await rateLimit.clear(database, `staff-login:account:${user.email.toLowerCase()}`)
      },
    },
    verification: { storeIdentifier: { hash: hashStaffToken } },
    session: { expiresIn: staffLifetimeSeconds, disableSessionRefresh: true },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: staffCookiePrefix,
      useSecureCookies: false,
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
  })
}

export type StaffAuth = ReturnType<typeof createStaffAuth>

let instance: StaffAuth | undefined

export function staffAuth(): StaffAuth {
  instance ??= createStaffAuth(db())
  return instance
}
