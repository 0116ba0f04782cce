/**
 * Sign-in timing (issue 35): how much longer a wrong password for an existing account takes than
 * any password for an unknown address, for the back office and the owner portal. Run with
 * `npm run bench:sign-in`: an embedded PostgreSQL in data/bench-sign-in (port
 * BENCH_SIGN_IN_PG_PORT, default 54395) is migrated and seeded with the demo, then the sign-in
 * functions the login forms' actions call are timed in this process (no web server: the gap lies
 * in them), known and unknown accounts taking turns, BENCH_SIGN_IN_TRIES of each (default 20) after three of
 * each to warm up. The rate limits are emptied before every try and the failures' growing pauses
 * left out, so that each try does the work of a first failure. Prints the medians and the load
 * average: on a shared machine, compare runs made at a similar load. better-auth logs each
 * failure as a warning; LOG_LEVEL=error keeps the output to the figures.
 */
import { register } from 'node:module'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { drizzle } from 'drizzle-orm/node-postgres'
import * as schema from '../src/server/db/schema'
import { closeBenchDatabase, freshBenchDatabase } from './bench-database'
import { seedDatabase } from '../src/server/seed/seed-all'
import { demoStaff } from '../src/server/seed/demo/staff-logins'
import { demoOwnerPasswords } from '../src/server/seed/demo/owner-logins'

// The auth modules guard themselves with `server-only`, which throws outside Next's server
// bundles; here it is the empty module it is there (as in vitest.config.ts).
const emptyServerOnly = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only'
    ? { url: 'data:text/javascript,', shortCircuit: true }
    : next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(emptyServerOnly)}`)
const { createStaffAuth } = await import('../src/features/back-office/auth/staff-auth.server')
const { signInStaff } = await import('../src/features/back-office/auth/staff-sign-in')
const { createOwnerAuth } = await import('../src/features/owner-portal/auth/auth.server')
const { signInOwner } = await import('../src/features/owner-portal/auth/sign-in')

const database = 'bench_sign_in'
const tries = Number(process.env.BENCH_SIGN_IN_TRIES ?? 20)
const warmUp = 3
// Sessions and signed links need a secret; the bench's own, never a deployment's.
process.env.APP_SECRET ??= 'bench-secret-0123456789abcdef0123456789abcdef'

type Db = ReturnType<typeof drizzle<typeof schema>>
type Attempt = (email: string, password: string, round: number) => Promise<{ ok: boolean }>

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Known and unknown in turn, so that a change of load touches both alike. */
async function measure(db: Db, attempt: Attempt, known: string) {
  const times = { known: [] as number[], unknown: [] as number[] }
  for (let round = 0; round < warmUp + tries; round++) {
    for (const kind of ['known', 'unknown'] as const) {
      await db.delete(schema.rateLimitHits)
      const email = kind === 'known' ? known : `nobody-${round}@example.be`
      const started = performance.now()
      const result = await attempt(email, 'a wrong password of some length', round)
      const elapsed = performance.now() - started
      if (result.ok) throw new Error(`${email} signed in with a wrong password`)
      if (round >= warmUp) times[kind].push(elapsed)
    }
  }
  const known_ = median(times.known)
  const unknown = median(times.unknown)
  return `known ${known_.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms, gap ${(known_ - unknown).toFixed(1)} ms`
}

async function main() {
  const bench = await freshBenchDatabase({
    dataDir: 'data/bench-sign-in/postgres',
    port: Number(process.env.BENCH_SIGN_IN_PG_PORT ?? 54395),
    database,
  })
  const { url, pool } = bench
  try {
    await seedDatabase(url, { onlyIfEmpty: false })
    const db = drizzle(pool, { schema })
    const pause = async () => {}
    const headers = new Headers({ 'user-agent': 'bench' })
    const address = (round: number) => `192.0.2.${round + 1}`
    const staffAuth = createStaffAuth(db)
    const ownerAuth = createOwnerAuth(db)
    const loadBefore = os.loadavg()[0]!.toFixed(2)
    const staffLine = await measure(
      db,
      (email, password, round) =>
        signInStaff(db, staffAuth, { email, password, headers, address: address(round), pause }),
      demoStaff[0].email,
    )
    const ownerLine = await measure(
      db,
      (email, password, round) =>
        signInOwner(db, ownerAuth, {
          email,
          password,
          headers,
          address: address(round),
          agency: { email: 'agency@example.be', lang: 'en' },
          pause,
        }),
      Object.keys(demoOwnerPasswords)[0]!,
    )
    console.log(
      `${tries} + ${tries} tries each, medians; load average ${loadBefore} before, ` +
        `${os.loadavg()[0]!.toFixed(2)} after (${os.cpus().length} cores)`,
    )
    console.log(`back office:  ${staffLine}`)
    console.log(`owner portal: ${ownerLine}`)
  } finally {
    await closeBenchDatabase(bench)
  }
}

await main()
