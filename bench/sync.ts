/**
 * A CRM sync at an agency's scale (issue 29): the fake Omnicasa with 2,000 listings of 3 photos
 * each, synced into an empty site by the real connector over HTTP and the real runner (the
 * catalogue's import: checks, photo downloads and decoding, the audit log), then 100 listings
 * given a new price and synced again. Targets: the incremental sync ≤ 5 s, the process's peak
 * memory ≤ 400 MB. Run with `npm run bench:sync`: an embedded PostgreSQL in data/bench-sync
 * (port BENCH_SYNC_PG_PORT, default 54396) is migrated anew; the photos go to
 * data/bench-sync/media. The fake runs in a child process (bench/sync-fake-crm.ts), as a CRM
 * runs on another host. Exits 1 when a target is missed or the site does not hold what the CRM
 * has.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import * as schema from '../src/server/db/schema'
import { generateDemo } from '../src/server/seed/demo/generate-demo'
import { localStore } from '../src/server/storage/local-store'
import type { PullConnector } from '../src/features/crm/connector'
import { createConnector } from '../src/features/crm/providers'
import { runSync, type SyncOutcome } from '../src/features/crm/sync/run-sync'
import { summarizeSync } from '../src/features/crm/sync/summarize-sync'
import { closeBenchDatabase, freshBenchDatabase } from './bench-database'
import type { FakeCrmAnswer, FakeCrmRequest } from './sync-fake-crm'

const listings = 2_000
const photosPerListing = 3
const changed = 100
const firstId = 10_001
const budgets = { incrementalSeconds: 5, peakMegabytes: 400 }
const credentials = { username: 'bench-agency', password: 'bench-password' }
const mediaDir = 'data/bench-sync/media'

// The fake listens on loopback, which the outbound guard refuses unless it is opened.
process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

type Db = ReturnType<typeof drizzle<typeof schema>>

/** The fake CRM's process and a way to ask it something and wait for its answer. */
async function startFakeCrm() {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./sync-fake-crm.ts', import.meta.url)),
    [listings, photosPerListing, firstId, credentials.username, credentials.password].map(String),
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  const next = <T extends FakeCrmAnswer['type']>(type: T) =>
    new Promise<Extract<FakeCrmAnswer, { type: T }>>((resolve, reject) => {
      const onMessage = (answer: FakeCrmAnswer) => {
        if (answer.type !== type) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(answer as Extract<FakeCrmAnswer, { type: T }>)
      }
      const onExit = (code: number | null) => reject(new Error(`the fake CRM exited (${code})`))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  const ask = <T extends FakeCrmAnswer['type']>(request: FakeCrmRequest, type: T) => {
    const answer = next(type)
    child.send(request)
    return answer
  }
  const { url } = await next('ready')
  return {
    url,
    ask,
    close: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.send({ type: 'close' } satisfies FakeCrmRequest)
      await exited
    },
  }
}

/** The process's resident memory, sampled while a sync runs (the kernel's high-water mark too). */
function memorySampler() {
  let peakRss = 0
  let peakHeap = 0
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage()
    peakRss = Math.max(peakRss, rss)
    peakHeap = Math.max(peakHeap, heapUsed)
  }
  sample()
  const timer = setInterval(sample, 20)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return { peakRss, peakHeap }
    },
  }
}

const megabytes = (bytes: number) => bytes / 1024 / 1024
const mb = (bytes: number) => `${megabytes(bytes).toFixed(0)} MB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function measuredSync(db: Db, connector: PullConnector, label: string) {
  const memory = memorySampler()
  const started = performance.now()
  const outcome: SyncOutcome = await runSync({
    db,
    media: localStore(mediaDir),
    connector,
    log: (line) => {
      // Every tenth page, so that a long run shows it moves without a line per page.
      const page = /^page (\d+):/.exec(line)
      if (!page || Number(page[1]) % 10 === 0) console.log(`  [${label}] ${line}`)
    },
  })
  const ms = performance.now() - started
  const { peakRss, peakHeap } = memory.stop()
  console.log(`  [${label}] ${summarizeSync(outcome)}`)
  if (outcome.status !== 'done') throw new Error(`the ${label} sync ended ${outcome.status}`)
  return { ms, peakRss, peakHeap, outcome }
}

function callsLine(calls: { operations: Record<string, number>; pictures: number }) {
  const operations = Object.entries(calls.operations)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operation, count]) => `${operation} ${count}`)
  return `${operations.join(', ')}; ${calls.pictures} picture downloads`
}

async function main() {
  console.log(`load average before: ${load()}`)
  const bench = await freshBenchDatabase({
    dataDir: 'data/bench-sync/postgres',
    port: Number(process.env.BENCH_SYNC_PG_PORT ?? 54396),
    database: 'bench_sync',
  })
  await rm(mediaDir, { recursive: true, force: true })
  const fake = await startFakeCrm()
  const failures: string[] = []
  try {
    const db = drizzle(bench.pool, { schema })
    await db.insert(schema.propertyTypes).values(generateDemo({ today: new Date() }).propertyTypes)
    const connector = createConnector({
      provider: 'omnicasa',
      baseUrl: fake.url,
      username: credentials.username,
      password: credentials.password,
      clientId: null,
      clientSecret: null,
      officeId: null,
    })
    if (connector.mode !== 'pull') throw new Error('Omnicasa pulls')
    const baseline = process.memoryUsage().rss

    console.log(`first sync: ${listings} listings × ${photosPerListing} photos, empty site`)
    const first = await measuredSync(db, connector, 'first')
    const firstCalls = await fake.ask({ type: 'calls' }, 'calls')
    const [photoCount] = (
      await bench.pool.query<{ listings: number; photos: number }>(
        `select count(*)::integer as listings,
           coalesce(sum(jsonb_array_length(photos)), 0)::integer as photos
         from properties where published`,
      )
    ).rows
    if (photoCount?.listings !== listings || photoCount.photos !== listings * photosPerListing) {
      failures.push(
        `the site has ${photoCount?.listings} published listings with ${photoCount?.photos} ` +
          `photos, not ${listings} with ${listings * photosPerListing}`,
      )
    }

    const ids = Array.from(
      { length: changed },
      (_, index) => firstId + index * (listings / changed),
    )
    const { prices } = await fake.ask({ type: 'change', ids }, 'changed')
    console.log(`incremental sync: ${changed} listings with a new price, no new photo`)
    const incremental = await measuredSync(db, connector, 'incremental')
    const incrementalCalls = await fake.ask({ type: 'calls' }, 'calls')
    const rows = await db
      .select({ reference: schema.properties.reference, price: schema.properties.price })
      .from(schema.properties)
      .where(
        and(
          inArray(schema.properties.reference, ids.map(String)),
          eq(schema.properties.published, true),
        ),
      )
    const followed = rows.filter((row) => row.price === prices[Number(row.reference)])
    if (followed.length !== changed) {
      failures.push(`${followed.length} of ${changed} new prices are on the site`)
    }
    if (incremental.outcome.report.properties.updated.length !== changed) {
      failures.push(
        `the incremental sync updated ${incremental.outcome.report.properties.updated.length} ` +
          `listings, not ${changed}`,
      )
    }
    if (incrementalCalls.pictures !== 0) {
      failures.push(`the incremental sync downloaded ${incrementalCalls.pictures} pictures`)
    }
    const [{ runs } = { runs: 0 }] = (
      await db.execute<{ runs: number }>(
        sql`select count(*)::integer as runs from import_runs where origin = 'crm'`,
      )
    ).rows

    const maxRss = process.resourceUsage().maxRSS * 1024
    const firstSeconds = first.ms / 1000
    console.log('')
    console.table([
      {
        measure: 'first sync',
        value: seconds(first.ms),
        detail:
          `${(listings / firstSeconds).toFixed(1)} listings/s, ` +
          `${((listings * photosPerListing) / firstSeconds).toFixed(1)} photos/s`,
        budget: '',
      },
      {
        measure: 'incremental sync',
        value: seconds(incremental.ms),
        detail: `${changed} changed listings, ${incrementalCalls.pictures} pictures downloaded`,
        budget: `≤ ${budgets.incrementalSeconds} s`,
      },
      {
        measure: 'peak RSS (process)',
        value: mb(maxRss),
        detail:
          `sampled: ${mb(baseline)} before, ${mb(first.peakRss)} first, ` +
          `${mb(incremental.peakRss)} incremental; heap ≤ ${mb(Math.max(first.peakHeap, incremental.peakHeap))}`,
        budget: `≤ ${budgets.peakMegabytes} MB`,
      },
    ])
    console.log(`CRM calls, first sync: ${callsLine(firstCalls)}`)
    console.log(`CRM calls, incremental sync: ${callsLine(incrementalCalls)}`)
    console.log(`import runs recorded: ${runs}; load average after: ${load()}`)

    if (incremental.ms > budgets.incrementalSeconds * 1000) {
      failures.push(
        `the incremental sync took ${seconds(incremental.ms)} (budget ${budgets.incrementalSeconds} s)`,
      )
    }
    if (megabytes(maxRss) > budgets.peakMegabytes) {
      failures.push(`the peak RSS was ${mb(maxRss)} (budget ${budgets.peakMegabytes} MB)`)
    }
  } finally {
    await fake.close()
    await closeBenchDatabase(bench)
  }
  for (const failure of failures) console.error(`MISSED: ${failure}`)
  if (failures.length > 0) process.exitCode = 1
}

await main()
