import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoOwnerPasswords } from '@/server/seed/demo/owner-logins'
import {
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  outboxMessages,
  owners,
  properties,
  rateLimitHits,
} from '@/server/db/schema'
import {
  createOwnerAuth,
  inactivityTimeoutSeconds,
  portalCookiePrefix,
  type OwnerAuth,
} from './auth.server'
import { browserCookieName, headersForAuth } from '@/server/auth/host-cookie'
import { InvitationError, inviteOwner } from './invite'
import { hashPassword, passwordHashOptions, verifyPassword } from '@/server/auth/password-hash'
import { createPasswordToken } from './password-link'
import { isCommonPassword } from '@/lib/passwords/password-policy'
import { isPasswordTokenUsable, requestPasswordReset, resetPassword } from './password-reset'
import { ownerFromHeaders } from './owner-session'
import { signInOwner } from './sign-in'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let auth: OwnerAuth

const sophie = 'sophie.claes@example.be'
const marc = 'marc.dubois@example.be'
const agency = { email: 'info@immohorizon.be', lang: 'en' as const }

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  auth = createOwnerAuth(database.db)
})

afterAll(async () => {
  await database.drop()
})

beforeEach(async () => {
  await database.db.delete(rateLimitHits)
  await database.db.delete(authSessions)
  await database.db.delete(outboxMessages)
})

function requestHeaders(address = '203.0.113.7', cookie?: string): Headers {
  const headers = new Headers({ 'user-agent': 'Vitest', 'x-forwarded-for': address })
  if (cookie) headers.set('cookie', cookie)
  return headers
}

/** The waits a failed login asked for, in order (the tests do not wait them). */
const pauses: number[] = []

function logIn(email: string, password: string, address = '203.0.113.7', device?: string) {
  return signInOwner(database.db, auth, {
    email,
    password,
    headers: requestHeaders(address),
    address,
    agency,
    device,
    pause: async (ms) => void pauses.push(ms),
  })
}

/** The Cookie header a browser would send back after a successful login. */
async function sessionCookie(email = sophie): Promise<string> {
  const result = await logIn(email, demoOwnerPasswords[email]!)
  if (!result.ok) throw new Error(`login failed: ${result.reason}`)
  const setCookie = result.cookies.get('set-cookie') ?? ''
  const match = /owner\.session_token=([^;]+)/.exec(setCookie)
  if (!match) throw new Error(`no session cookie in ${setCookie}`)
  return `owner.session_token=${match[1]}`
}

// A demo password holds the owner's name, which a chosen password may not: the tests that change
// one put it back as the seed sets it, for the tests after them.
async function restoreDemoPassword(email: string) {
  await database.db
    .update(authAccounts)
    .set({ password: await hashPassword(demoOwnerPasswords[email]!) })
    .where(eq(authAccounts.userId, await userIdOf(email)))
}

const userIdOf = async (email: string) =>
  (await database.db.select().from(authUsers).where(eq(authUsers.email, email)))[0]!.id

describe('password hashing', () => {
  it('uses Argon2id at OWASP cost (19 MiB, 2 passes, 1 lane) and verifies only the right password', async () => {
    expect(passwordHashOptions).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
    const hash = await hashPassword('a long sentence I remember')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword({ hash, password: 'a long sentence I remember' })).toBe(true)
    expect(await verifyPassword({ hash, password: 'a long sentence I forgot' })).toBe(false)
    expect(await verifyPassword({ hash: 'not a hash', password: 'x' })).toBe(false)
  })

  it('stores the demo owners’ passwords that way, never in clear', async () => {
    const [account] = await database.db
      .select({ password: authAccounts.password })
      .from(authAccounts)
      .where(eq(authAccounts.userId, await userIdOf(sophie)))
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(account?.password).not.toContain(demoOwnerPasswords[sophie])
  })

  it('refuses common passwords whatever their case, and passwords that do not match', async () => {
    expect(isCommonPassword('Password1')).toBe(true)
    expect(isCommonPassword('azerty123')).toBe(true)
    expect(isCommonPassword('sophie-portal-demo')).toBe(false)
    const token = 'unused'
    expect(
      await resetPassword(database.db, auth, {
        token,
        password: 'letmein123',
        confirmation: 'letmein123',
      }),
    ).toEqual({ ok: false, errors: { password: 'tooCommon' } })
    expect(
      await resetPassword(database.db, auth, { token, password: 'short', confirmation: 'short' }),
    ).toEqual({
      ok: false,
      errors: { password: 'tooShort' },
    })
    const long = 'x'.repeat(129)
    expect(
      await resetPassword(database.db, auth, { token, password: long, confirmation: long }),
    ).toEqual({
      ok: false,
      errors: { password: 'tooLong' },
    })
    expect(
      await resetPassword(database.db, auth, {
        token,
        password: 'a long sentence I remember',
        confirmation: 'a long sentence I forget',
      }),
    ).toEqual({ ok: false, errors: { confirmation: 'mismatch' } })
  })
})

describe('login', () => {
  it('opens a session with an HttpOnly, SameSite=Lax cookie and tells the agency', async () => {
    const result = await logIn(sophie, demoOwnerPasswords[sophie]!)
    expect(result.ok).toBe(true)
    const setCookie = result.ok ? (result.cookies.get('set-cookie') ?? '') : ''
    expect(setCookie).toMatch(/owner\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(await database.db.$count(authSessions)).toBe(1)
    const mails = await database.db.select().from(outboxMessages)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'owner-login', toAddress: agency.email })
    expect(mails[0]?.subject).toBe('Owner login: Sophie Claes')
    expect(mails[0]?.textBody).toContain('sophie.claes@example.be')
  })

  it('answers the same for a wrong password, an unknown address and a malformed one', async () => {
    expect(await logIn(sophie, 'not her password')).toEqual({ ok: false, reason: 'invalid' })
    expect(await logIn('nobody@example.be', 'whatever it is')).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await logIn('not an address', 'whatever it is')).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await database.db.$count(authSessions)).toBe(0)
    expect(await database.db.$count(outboxMessages)).toBe(0)
  })
})

describe('rate limits', () => {
  it('lets the owner in from a browser they used before while someone runs the account out', async () => {
    const before = await logIn(sophie, demoOwnerPasswords[sophie]!)
    if (!before.ok) throw new Error('login failed')
    for (let attempt = 0; attempt < 12; attempt++) {
      await logIn(sophie, `guess ${attempt}`, `198.51.100.${attempt}`)
    }
    expect(await logIn(sophie, demoOwnerPasswords[sophie]!, '192.0.2.51')).toMatchObject({
      reason: 'limited',
    })
    const trusted = await logIn(sophie, demoOwnerPasswords[sophie]!, '192.0.2.51', before.device)
    expect(trusted.ok).toBe(true)
    // A device cookie of another account, or a forged one, is no way round the limit.
    const marcs = await logIn(marc, demoOwnerPasswords[marc]!)
    if (!marcs.ok) throw new Error('login failed')
    for (const device of [marcs.device, `${before.device.slice(0, -2)}xx`]) {
      expect(await logIn(sophie, demoOwnerPasswords[sophie]!, '192.0.2.52', device)).toMatchObject({
        reason: 'limited',
      })
    }
  })

  it('tells the owner once an hour, in their language, that the limit stopped someone', async () => {
    for (let attempt = 0; attempt < 14; attempt++) {
      await logIn(sophie, `guess ${attempt}`, `198.51.100.${attempt}`)
    }
    const notices = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'owner-login-attack'))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ toAddress: sophie, language: 'nl' })
    expect(notices[0]!.subject).toBe(
      'Meerdere mislukte pogingen om aan te melden in uw eigenaarszone',
    )
  })

  it('answers each failure later than the one before, from the fourth on, up to 4 seconds', async () => {
    pauses.length = 0
    for (let attempt = 0; attempt < 9; attempt++) {
      await logIn(marc, `wrong ${attempt}`, `198.51.100.${attempt}`)
    }
    expect(pauses).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000])
    // The same from one address trying several accounts.
    pauses.length = 0
    for (let attempt = 0; attempt < 5; attempt++) {
      await logIn(`guess${attempt}@example.be`, 'wrong', '203.0.113.120')
    }
    expect(pauses).toEqual([0, 0, 0, 250, 500])
  })

  it('stops an account after 10 failures in 15 minutes, even with the right password', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await logIn(sophie, `wrong ${attempt}`, `198.51.100.${attempt}`)).toMatchObject({
        reason: 'invalid',
      })
    }
    expect(await logIn(sophie, demoOwnerPasswords[sophie]!, '192.0.2.50')).toEqual({
      ok: false,
      reason: 'limited',
    })
    // Another account from the same addresses is not affected.
    expect((await logIn(marc, demoOwnerPasswords[marc]!, '198.51.100.1')).ok).toBe(true)
  })

  it('stops an address after 20 failures on any accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await logIn(`guess${attempt}@example.be`, 'whatever it is', '203.0.113.99')
    }
    expect(await logIn(sophie, demoOwnerPasswords[sophie]!, '203.0.113.99')).toEqual({
      ok: false,
      reason: 'limited',
    })
    expect((await logIn(sophie, demoOwnerPasswords[sophie]!, '203.0.113.100')).ok).toBe(true)
  })

  it('counts only failures: successful logins give their attempt back', async () => {
    for (let attempt = 0; attempt < 15; attempt++) {
      expect((await logIn(sophie, demoOwnerPasswords[sophie]!)).ok).toBe(true)
    }
  })

  it('never locks the owner out for good: the window ends, and a new password lifts it', async () => {
    for (let attempt = 0; attempt < 11; attempt++) await logIn(sophie, 'wrong password')
    expect(await logIn(sophie, demoOwnerPasswords[sophie]!)).toMatchObject({ reason: 'limited' })
    await database.db.execute(
      sql`update rate_limit_hits set window_start = window_start - interval '15 minutes'`,
    )
    expect((await logIn(sophie, demoOwnerPasswords[sophie]!)).ok).toBe(true)

    for (let attempt = 0; attempt < 11; attempt++) await logIn(sophie, 'wrong password')
    const { token } = await createPasswordToken(database.db, {
      userId: await userIdOf(sophie),
      lifetimeSeconds: 3600,
    })
    const newPassword = 'een nieuw lang wachtwoord'
    expect(
      await resetPassword(database.db, auth, {
        token,
        password: newPassword,
        confirmation: newPassword,
      }),
    ).toEqual({ ok: true })
    expect((await logIn(sophie, newPassword)).ok).toBe(true)
    await restoreDemoPassword(sophie)
  })

  it('limits reset requests per address asked for, silently', async () => {
    const linkFor = (lang: string, token: string) =>
      `http://localhost/${lang}/portal/password/?token=${token}`
    for (let attempt = 0; attempt < 5; attempt++) {
      await requestPasswordReset(database.db, {
        email: marc,
        address: '192.0.2.1',
        agency: 'Immo Horizon',
        linkFor,
      })
    }
    expect(await database.db.$count(outboxMessages)).toBe(3)
  })
})

describe('password reset', () => {
  const linkFor = (lang: string, token: string) =>
    `http://localhost:3000/${lang}/portal/password/?token=${token}`

  async function requestFor(email: string) {
    await requestPasswordReset(database.db, {
      email,
      address: '192.0.2.10',
      agency: 'Immo Horizon',
      linkFor,
    })
    const [mail] = await database.db.select().from(outboxMessages)
    return mail
  }

  it('mails a single-use link in the owner’s language and stores only a hash of its token', async () => {
    const mail = await requestFor(marc)
    expect(mail).toMatchObject({ kind: 'owner-password-reset', toAddress: marc, language: 'fr' })
    expect(mail?.subject).toBe(
      'Choisissez un nouveau mot de passe pour votre espace propriétaire chez Immo Horizon',
    )
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1] ?? ''
    expect(token).toHaveLength(32)
    const stored = await database.db.select().from(authVerifications)
    expect(stored.map((row) => row.identifier).join()).not.toContain(token)
    expect(await isPasswordTokenUsable(database.db, token)).toBe(true)

    const cookie = await sessionCookie(marc)
    const password = 'un nouveau mot de passe assez long'
    expect(
      await resetPassword(database.db, auth, { token, password, confirmation: password }),
    ).toEqual({
      ok: true,
    })
    // Used once: the same link is refused, and every session of the owner has ended.
    expect(await isPasswordTokenUsable(database.db, token)).toBe(false)
    expect(
      await resetPassword(database.db, auth, { token, password, confirmation: password }),
    ).toEqual({
      ok: false,
      errors: { token: 'invalidLink' },
    })
    expect(await ownerFromHeaders(database.db, auth, requestHeaders(undefined, cookie))).toBeNull()
    expect((await logIn(marc, password)).ok).toBe(true)
    expect((await logIn(marc, demoOwnerPasswords[marc]!)).ok).toBe(false)
    const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, marc))
    expect(user?.emailVerified).toBe(true)

    await restoreDemoPassword(marc)
  })

  it('refuses a password with the account’s e-mail address or name in it, accents or not', async () => {
    const { token, id } = await createPasswordToken(database.db, {
      userId: await userIdOf(sophie),
      lifetimeSeconds: 3600,
    })
    for (const password of [
      'SOPHIE.CLAES@example.be and more',
      'my-sophie.claes-password',
      'ik heet Sophie en ik ben blij',
      'de familie Cläes woont hier',
    ]) {
      expect(
        await resetPassword(database.db, auth, { token, password, confirmation: password }),
        password,
      ).toEqual({ ok: false, errors: { password: 'personal' } })
    }
    expect(await isPasswordTokenUsable(database.db, token)).toBe(true)
    await database.db.delete(authVerifications).where(eq(authVerifications.id, id))
  })

  it('refuses, as for staff, the agency’s name and easily guessed passwords', async () => {
    const { token, id } = await createPasswordToken(database.db, {
      userId: await userIdOf(sophie),
      lifetimeSeconds: 3600,
    })
    const refusals: Record<string, unknown> = {}
    for (const password of ['immohorizon2026', 'iloveyou1234', 'aaaaaaaaaaaa', 'zomervakantie']) {
      const result = await resetPassword(database.db, auth, {
        token,
        password,
        confirmation: password,
        agency: 'Immo Horizon',
      })
      refusals[password] = result.ok || result.errors.password
    }
    expect(refusals).toEqual({
      immohorizon2026: 'personal',
      iloveyou1234: 'guessable',
      aaaaaaaaaaaa: 'guessable',
      zomervakantie: 'guessable',
    })
    expect(await isPasswordTokenUsable(database.db, token)).toBe(true)
    await database.db.delete(authVerifications).where(eq(authVerifications.id, id))
  })

  it('refuses an expired link', async () => {
    const { token, id } = await createPasswordToken(database.db, {
      userId: await userIdOf(sophie),
      lifetimeSeconds: 3600,
    })
    await database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.id, id))
    expect(await isPasswordTokenUsable(database.db, token)).toBe(false)
    const password = 'een nieuw lang wachtwoord'
    expect(
      await resetPassword(database.db, auth, { token, password, confirmation: password }),
    ).toEqual({
      ok: false,
      errors: { token: 'invalidLink' },
    })
    expect((await logIn(sophie, demoOwnerPasswords[sophie]!)).ok).toBe(true)
  })

  it('does nothing visible for an address without an account', async () => {
    const before = await database.db.$count(authVerifications)
    expect(await requestFor('nobody@example.be')).toBeUndefined()
    expect(await database.db.$count(authVerifications)).toBe(before)
  })
})

describe('sessions', () => {
  it('find the owner behind a session cookie, and nobody without one', async () => {
    const owner = await ownerFromHeaders(
      database.db,
      auth,
      requestHeaders(undefined, await sessionCookie()),
    )
    expect(owner).toMatchObject({ email: sophie, firstName: 'Sophie', locale: 'nl' })
    expect(await ownerFromHeaders(database.db, auth, requestHeaders())).toBeNull()
    expect(
      await ownerFromHeaders(
        database.db,
        auth,
        requestHeaders(undefined, 'owner.session_token=forged.signature'),
      ),
    ).toBeNull()
  })

  it('are found behind the __Host- name the browser keeps over HTTPS, as better-auth names it', async () => {
    const bare = await sessionCookie()
    const overHttps = `lng=nl; ${browserCookieName(bare, true)}; consent=1`
    expect(overHttps).toContain('__Host-owner.session_token=')
    const owner = await ownerFromHeaders(
      database.db,
      auth,
      headersForAuth(requestHeaders(undefined, overHttps), portalCookiePrefix, true),
    )
    expect(owner).toMatchObject({ email: sophie })
    // Over HTTPS the bare name, which a sibling subdomain could set, is no session.
    expect(
      await ownerFromHeaders(
        database.db,
        auth,
        headersForAuth(requestHeaders(undefined, bare), portalCookiePrefix, true),
      ),
    ).toBeNull()
    // A forged cookie under the other name is no way around the signature check.
    const forged = `__Host-owner.session_token=${bare.split('=')[1]!.split('.')[0]}.forged`
    expect(
      await ownerFromHeaders(
        database.db,
        auth,
        headersForAuth(requestHeaders(undefined, forged), portalCookiePrefix, true),
      ),
    ).toBeNull()
  })

  it('end after 30 minutes without activity, and the session is deleted', async () => {
    const cookie = await sessionCookie()
    await database.db.update(authSessions).set({
      updatedAt: sql`now() - make_interval(secs => ${inactivityTimeoutSeconds - 60})`,
    })
    expect(
      await ownerFromHeaders(database.db, auth, requestHeaders(undefined, cookie)),
    ).not.toBeNull()
    // The request counted as activity.
    const [touched] = await database.db.select().from(authSessions)
    expect(Date.now() - touched!.updatedAt.getTime()).toBeLessThan(60_000)

    await database.db.update(authSessions).set({
      updatedAt: sql`now() - make_interval(secs => ${inactivityTimeoutSeconds + 1})`,
    })
    expect(await ownerFromHeaders(database.db, auth, requestHeaders(undefined, cookie))).toBeNull()
    expect(await database.db.$count(authSessions)).toBe(0)
  })

  it('end at their absolute lifetime of 8 hours, however active', async () => {
    const cookie = await sessionCookie()
    const [session] = await database.db.select().from(authSessions)
    const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime()
    expect(lifetime).toBeGreaterThan(8 * 3600_000 - 5_000)
    expect(lifetime).toBeLessThanOrEqual(8 * 3600_000 + 5_000)
    await database.db.update(authSessions).set({ expiresAt: sql`now() - interval '1 second'` })
    expect(await ownerFromHeaders(database.db, auth, requestHeaders(undefined, cookie))).toBeNull()
  })

  it('all end with "log out everywhere"', async () => {
    const first = await sessionCookie()
    const second = await sessionCookie()
    await sessionCookie(marc)
    await auth.api.revokeSessions({ headers: requestHeaders(undefined, first) })
    expect(await ownerFromHeaders(database.db, auth, requestHeaders(undefined, second))).toBeNull()
    const left = await database.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, await userIdOf(marc))))
    expect(left).toHaveLength(1)
  })
})

describe('invitation', () => {
  const site = {
    agencyName: 'Immo Horizon',
    linkFor: (lang: string, token: string) =>
      `http://localhost:3000/${lang}/portal/password/?token=${token}`,
  }

  it('creates the owner and login, links the properties and mails a 7-day set-password link', async () => {
    const [property] = await database.db.select().from(properties).limit(1)
    const result = await inviteOwner(
      database.db,
      {
        email: 'Lena.Wouters@Example.be',
        references: [property!.reference],
        firstName: 'Lena',
        lastName: 'Wouters',
        language: 'de',
      },
      site,
    )
    expect(result).toMatchObject({ created: true, linked: [property!.reference] })
    const [mail] = await database.db.select().from(outboxMessages)
    expect(mail).toMatchObject({
      kind: 'owner-invitation',
      toAddress: 'lena.wouters@example.be',
      language: 'de',
      subject: 'Ihr Eigentümerbereich bei Immo Horizon',
    })
    const [link] = await database.db
      .select()
      .from(authVerifications)
      .orderBy(sql`created_at desc`)
    const lifetime = link!.expiresAt.getTime() - link!.createdAt.getTime()
    expect(Math.round(lifetime / 86_400_000)).toBe(7)

    // No password yet: nothing logs in until the link is used.
    expect(await logIn('lena.wouters@example.be', 'ein langes Passwort')).toMatchObject({
      reason: 'invalid',
    })
    const token = /token=([\w-]+)/.exec(mail!.textBody)![1]!
    const password = 'ein langes Passwort'
    expect(
      await resetPassword(database.db, auth, { token, password, confirmation: password }),
    ).toEqual({
      ok: true,
    })
    expect((await logIn('lena.wouters@example.be', password)).ok).toBe(true)
  })

  it('writes nothing for an unknown reference or a new owner without a name', async () => {
    const before = await database.db.$count(owners)
    await expect(
      inviteOwner(database.db, { email: 'x@example.be', references: ['no-such-ref'] }, site),
    ).rejects.toThrow(InvitationError)
    const [property] = await database.db.select().from(properties).limit(1)
    await expect(
      inviteOwner(database.db, { email: 'x@example.be', references: [property!.reference] }, site),
    ).rejects.toThrow(/--first-name, --last-name and --language/)
    expect(await database.db.$count(owners)).toBe(before)
    expect(await database.db.$count(outboxMessages)).toBe(0)
  })
})
