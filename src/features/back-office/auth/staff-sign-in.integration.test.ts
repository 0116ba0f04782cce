import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { verifyPassword } from '@/server/auth/password-hash'
import { rateLimitHits, staff } from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { createStaffAuth, type StaffAuth } from './staff-auth.server'
import { signInStaff } from './staff-sign-in'

// The real Argon2id verification, counted: better-auth's staff instance and the sign-in's own
// path for an unknown address both call it.
vi.mock('@/server/auth/password-hash', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/auth/password-hash')>()
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) }
})

let database: Awaited<ReturnType<typeof createTestDatabase>>
let auth: StaffAuth
const [admin, camille] = demoStaff

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  auth = createStaffAuth(database.db)
})

afterAll(async () => {
  await database.drop()
})

beforeEach(async () => {
  await database.db.delete(rateLimitHits)
  vi.mocked(verifyPassword).mockClear()
})

const signIn = (email: string, password: string) =>
  signInStaff(database.db, auth, {
    email,
    password,
    headers: new Headers({ 'user-agent': 'Vitest' }),
    address: '198.51.100.7',
    pause: async () => {},
  })

describe('a failed staff sign-in does one password verification whoever it names', () => {
  it('for a wrong password of an existing account', async () => {
    expect(await signIn(admin.email, 'not the admin password')).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(verifyPassword).toHaveBeenCalledTimes(1)
  })

  it('for an address without an account, against a hash nothing matches', async () => {
    expect(await signIn('nobody@agency.be', admin.password)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(verifyPassword).toHaveBeenCalledTimes(1)
    expect(vi.mocked(verifyPassword).mock.calls[0]![0].password).toBe(admin.password)
    await expect(vi.mocked(verifyPassword).mock.results[0]!.value).resolves.toBe(false)
  })

  it('for a disabled account, even with its right password', async () => {
    await database.db
      .update(staff)
      .set({ disabledAt: new Date() })
      .where(eq(staff.email, camille.email))
    expect(await signIn(camille.email, camille.password)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(verifyPassword).toHaveBeenCalledTimes(1)
    await expect(vi.mocked(verifyPassword).mock.results[0]!.value).resolves.toBe(false)
  })
})
