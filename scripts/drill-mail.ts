/**
 * `npm run drill:mail`: the reliability drill of the outbox (issue #4, decisions.md §5, issue #29,
 * docs/decisions/020-mail-drill.md). An SMTP sink refuses all mail and the agency's CRM, a fake
 * Omnicasa, is down; 500 visitors post the home page's contact form as browsers without JavaScript
 * do, 50 at a time; after 200 thank-you pages, while a lead is being sent, the site's process
 * group gets SIGKILL and the site is started again; then the sink accepts mail, the CRM comes back
 * and, once the outbox is drained, the drill checks that every acknowledged submission is stored,
 * every e-mail arrived exactly once and every submission reached the CRM as exactly one lead.
 * Prints the counts; exits 1 on any violation.
 *
 * The site runs from the production build (the npm script builds it first when needed) on port
 * DRILL_PORT (3408) with its own embedded PostgreSQL in data/drill on DRILL_PG_PORT (54418); the
 * sink listens on DRILL_SMTP_PORT (25408), the fake Omnicasa on a free loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { AddressObject } from 'mailparser'
import pg from 'pg'
import { embeddedUrl, stopEmbeddedPostgres } from '../src/server/postgres/embedded'
import { startFakeOmnicasa, type FakeOmnicasa } from '../tests/support/fake-omnicasa'
import { startSmtpSink, type SmtpSink } from '../tests/support/smtp-sink'
import { findForm, formBody, formEntries, readForms, type HtmlForm } from './drill/browser-form'
import { checkDeliveries } from './drill/delivery-check'
import { checkLeads } from './drill/lead-check'

const visitors = 500
const concurrency = 50
const killAfter = 200
const port = Number(process.env.DRILL_PORT ?? 3408)
const pgPort = Number(process.env.DRILL_PG_PORT ?? 54418)
const smtpPort = Number(process.env.DRILL_SMTP_PORT ?? 25408)
const dataDir = path.resolve('data/drill')
const origin = `http://localhost:${port}`
const mailFrom = '"Immo Horizon" <no-reply@immohorizon.be>'
/** The fake Omnicasa's customer, given to the site as CRM_USERNAME and CRM_PASSWORD. */
const crmCustomer = { name: 'drill-agency', password: 'drill-crm-password' }
/**
 * The shortest interval the site accepts: the syncs against the CRM that is down fail and are
 * recorded, those after it came back succeed (an empty CRM: nothing to import, nothing taken off).
 */
const crmSyncIntervalS = 30
/** The English thank-you page of the site contact form. */
const thankYou = '/feedback/site-contact/'
const startTimeoutMs = 180_000
/** Far beyond the backoff a few minutes of refusals cause (retry.ts), and the 2-minute claims. */
const drainTimeoutMs = 20 * 60_000

const started = Date.now()
function say(message: string) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6)
  console.log(`[${seconds} s] ${message}`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Site = { child: ChildProcess; run: number; exit: Promise<void> }

let sink: SmtpSink | undefined
let crm: FakeOmnicasa | undefined
let site: Site | undefined
let db: pg.Pool | undefined

/** The site as `npm start` runs it, in its own process group so that SIGKILL reaches all of it. */
function startSite(run: number, seed: 'always' | 'false'): Site {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: origin,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_ON_START: seed,
    SMTP_URL: sink!.url,
    MAIL_FROM: mailFrom,
    MAIL_POLL_MS: '200',
    CRM_PROVIDER: 'omnicasa',
    CRM_BASE_URL: crm!.url,
    CRM_USERNAME: crmCustomer.name,
    CRM_PASSWORD: crmCustomer.password,
    CRM_SYNC_INTERVAL_S: String(crmSyncIntervalS),
    // The fake CRM listens on loopback, which the outbound guard refuses otherwise.
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32',
    // Every visitor of the drill comes from 127.0.0.1 without JavaScript.
    FORM_LIMIT_IP: '100000',
    FORM_LIMIT_EMAIL: '100000',
    FORM_LIMIT_NOSCRIPT: '100000',
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = createWriteStream(path.join(dataDir, `site-${run}.log`))
  child.stdout!.pipe(log)
  child.stderr!.pipe(log)
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, run, exit }
}

const running = (current: Site | undefined) =>
  current !== undefined && current.child.exitCode === null && current.child.signalCode === null

async function waitUntilHealthy(current: Site) {
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    if (!running(current)) {
      throw new Error(`the site exited while starting (see data/drill/site-${current.run}.log)`)
    }
    const ok = await fetch(`${origin}/healthz/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(250)
  }
  throw new Error(`the site did not answer within ${startTimeoutMs / 1000} s`)
}

/** The contact form of the home page, as the site serves it now. */
async function loadForm(): Promise<HtmlForm> {
  const response = await fetch(`${origin}/`, { headers: { 'accept-language': 'en' } })
  if (!response.ok) throw new Error(`the home page answered ${response.status}`)
  return findForm(readForms(await response.text()), ['email', 'goal'])
}

/** The values a radio group or select offers, without a select's empty placeholder. */
const choices = (form: HtmlForm, name: string) =>
  form.controls
    .filter((control) => control.name === name)
    .flatMap((control) =>
      control.tag === 'select' ? control.options.map((option) => option.value) : [control.value],
    )
    .filter(Boolean)

const address = (n: number) => `drill.${n}@example.com`

/** One visitor fills in the form and sends it; true when answered with the thank-you page. */
async function submit(n: number, form: HtmlForm): Promise<true | string> {
  const titles = choices(form, 'title')
  const goals = choices(form, 'goal')
  const entries = formEntries(form, {
    title: titles[n % titles.length]!,
    firstName: 'Drill',
    lastName: `Visitor ${n}`,
    email: address(n),
    phone: `0470 ${String(n).padStart(6, '0')}`,
    goal: goals[n % goals.length]!,
    remark: `Reliability drill, submission ${n}.`,
    newsletter: n % 4 === 0,
  })
  const response = await fetch(new URL(form.action, `${origin}/`), {
    method: form.method.toUpperCase(),
    body: formBody(form, entries),
    headers: { origin, 'accept-language': 'en' },
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  })
  await response.arrayBuffer()
  const location = response.headers.get('location')
  if (response.status === 303 && location === thankYou) return true
  return `answered ${response.status}${location ? ` → ${location}` : ''}`
}

type Outcome = { n: number; acknowledged: boolean; atKill: boolean; error?: string }

type Claimed = { mails: number; leads: number }

/** The rows an outbox worker holds now (claimed, being sent), e-mails and CRM leads. */
async function claimedRows(): Promise<Claimed> {
  const { rows } = await db!.query<Claimed>(`
    select count(*) filter (where channel = 'mail')::int as mails,
           count(*) filter (where channel = 'crm')::int as leads
    from outbox_messages where status = 'sending' and locked_until > now()`)
  return rows[0]!
}

/**
 * Waits, while the visitors go on, until the outbox worker is calling the CRM with a lead (at
 * most 15 s), so that the kill finds a lead claimed: the case where a restart must neither lose
 * nor repeat it. A lead attempt against the CRM that is down takes seconds, an e-mail's a moment,
 * so this comes quickly.
 */
async function untilLeadClaimed() {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline && (await claimedRows()).leads === 0) await sleep(25)
}

/**
 * Sends every visitor's form, `concurrency` at a time. After `killAfter` acknowledgements, once a
 * lead is being sent to the CRM, the site gets SIGKILL and is started again; visitors wait for it,
 * those in flight at the kill may fail.
 */
async function submitAll(): Promise<{
  outcomes: Outcome[]
  inFlightAtKill: number
  claimedAtKill: Claimed
}> {
  const outcomes: Outcome[] = []
  const inFlight = new Set<number>()
  let atKill: Set<number> | undefined
  let claimedAtKill: Claimed = { mails: 0, leads: 0 }
  let restart: Promise<void> | undefined
  let ready: Promise<HtmlForm> = loadForm()
  let next = 0
  let acknowledged = 0

  async function killAndRestart() {
    await untilLeadClaimed()
    let open!: (form: HtmlForm) => void
    let fail!: (error: unknown) => void
    ready = new Promise<HtmlForm>((resolve, reject) => {
      open = resolve
      fail = reject
    })
    // Seen by whichever visitor waits; a drill whose restart fails stops through them.
    ready.catch(() => {})
    atKill = new Set(inFlight)
    const killed = site!
    say(`${acknowledged} acknowledged: SIGKILL to the site (${atKill.size} forms in flight)`)
    process.kill(-killed.child.pid!, 'SIGKILL')
    try {
      await killed.exit
      claimedAtKill = await claimedRows()
      say(
        `the site is gone; its outbox worker held ${claimedAtKill.leads} CRM lead(s) and ` +
          `${claimedAtKill.mails} e-mail(s)`,
      )
      site = startSite(2, 'false')
      await waitUntilHealthy(site)
      open(await loadForm())
      say('site restarted, visitors continue')
    } catch (error) {
      fail(error)
    }
  }

  async function visitor() {
    while (next < visitors) {
      const n = next++
      let form: HtmlForm
      // A kill may close the door between the wake-up and this line: wait for the next opening.
      for (;;) {
        const door = ready
        form = await door
        if (door === ready) break
      }
      inFlight.add(n)
      let result: true | string
      try {
        result = await submit(n, form)
      } catch (error) {
        const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : ''
        result = `${error instanceof Error ? error.message : String(error)}${cause}`
      } finally {
        inFlight.delete(n)
      }
      if (result === true) {
        outcomes.push({ n, acknowledged: true, atKill: false })
        if (++acknowledged === killAfter) restart = killAndRestart()
      } else {
        outcomes.push({ n, acknowledged: false, atKill: atKill?.has(n) ?? false, error: result })
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, visitor))
  await restart
  if (!atKill) throw new Error(`fewer than ${killAfter} forms were acknowledged: no kill happened`)
  return { outcomes, inFlightAtKill: atKill.size, claimedAtKill }
}

type OutboxState = {
  sent: number
  /** Leads sent to the CRM, among `sent`. */
  leadsSent: number
  /** Pending or being sent. */
  waiting: number
  /** Leads for the CRM, among `waiting`. */
  leadsWaiting: number
  /** Pending until a later retry. */
  later: number
  failed: number
  leadsFailed: number
  lastDueInSeconds: number | null
}

/** The whole outbox: e-mails and the CRM's leads (channel `crm`). */
async function outboxState(): Promise<OutboxState> {
  const { rows } = await db!.query<OutboxState>(`
    select count(*) filter (where status = 'sent')::int as sent,
           count(*) filter (where status = 'sent' and channel = 'crm')::int as "leadsSent",
           count(*) filter (where status in ('pending', 'sending'))::int as waiting,
           count(*) filter (where status in ('pending', 'sending') and channel = 'crm')::int
             as "leadsWaiting",
           count(*) filter (where status = 'pending' and next_attempt_at > now())::int as later,
           count(*) filter (where status = 'failed')::int as failed,
           count(*) filter (where status = 'failed' and channel = 'crm')::int as "leadsFailed",
           ceil(extract(epoch from max(next_attempt_at) filter (where status = 'pending') - now()))
             ::int as "lastDueInSeconds"
    from outbox_messages`)
  return rows[0]!
}

/** Waits until no e-mail or lead is pending or being sent, saying how far it is every 15 s. */
async function waitForDrain(): Promise<OutboxState> {
  const deadline = Date.now() + drainTimeoutMs
  let reported = Date.now()
  for (;;) {
    const state = await outboxState()
    if (state.waiting === 0) return state
    if (!running(site)) throw new Error('the site stopped while the outbox was draining')
    if (Date.now() > deadline) throw new Error(`the outbox was not drained: ${state.waiting} left`)
    if (Date.now() - reported > 15_000) {
      reported = Date.now()
      const later =
        state.later > 0
          ? `, ${state.later} of them waiting for their retry (the last due in ` +
            `${Math.max(0, state.lastDueInSeconds ?? 0)} s)`
          : ''
      say(
        `outbox: ${state.sent} sent, ${state.waiting} to go ` +
          `(${state.leadsWaiting} of them CRM leads)${later}`,
      )
    }
    await sleep(500)
  }
}

const addresses = (header: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(header) ? header : header ? [header] : []).flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  )

/** SIGTERM, as a service manager stops the site; SIGKILL to its group if it hangs. */
async function stopSite(current: Site): Promise<number | null> {
  if (!running(current)) return current.child.exitCode
  current.child.kill('SIGTERM')
  const timer = setTimeout(() => process.kill(-current.child.pid!, 'SIGKILL'), 60_000)
  await current.exit
  clearTimeout(timer)
  return current.child.exitCode
}

let cleaning: Promise<void> | undefined

/** Leaves nothing running: the site, a PostgreSQL a killed site left behind, the sink, the CRM. */
const cleanUp = () => (cleaning ??= stopEverything())

async function stopEverything() {
  if (site) await stopSite(site)
  await db?.end().catch(() => {})
  db = undefined
  await stopEmbeddedPostgres(path.join(dataDir, 'postgres')).catch((error: unknown) => {
    console.error(`stopping the drill's PostgreSQL failed: ${String(error)}`)
  })
  await sink?.stop()
  sink = undefined
  await crm?.close()
  crm = undefined
}

async function drill(): Promise<boolean> {
  const busy = await fetch(`${origin}/healthz/`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${port} is in use: set DRILL_PORT to a free one`)
  // A drill that was interrupted may have left its PostgreSQL running on the old data.
  if (existsSync(dataDir)) await stopEmbeddedPostgres(path.join(dataDir, 'postgres'))
  await rm(dataDir, { recursive: true, force: true })
  await mkdir(dataDir, { recursive: true })

  sink = await startSmtpSink({ port: smtpPort })
  sink.failNext(Infinity)
  say(`SMTP sink on ${sink.url} refuses all mail (451, try again later)`)
  crm = await startFakeOmnicasa({
    customerName: crmCustomer.name,
    customerPassword: crmCustomer.password,
  })
  crm.setAvailable(false)
  say(`fake Omnicasa on ${crm.origin} is down (HTTP 500 to every call)`)
  site = startSite(1, 'always')
  await waitUntilHealthy(site)
  say(`site started on ${origin} (content seeded, CRM omnicasa; logs in data/drill)`)

  db = new pg.Pool({
    connectionString: await embeddedUrl(path.join(dataDir, 'postgres'), pgPort, 'agency'),
    max: 2,
  })
  // An idle connection that PostgreSQL drops (a shutdown after a failure) is not the drill's
  // concern; a query on a dead connection still fails loudly.
  db.on('error', () => {})
  const sending = Date.now()
  const { outcomes, inFlightAtKill, claimedAtKill } = await submitAll()
  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged)
  const failedAtKill = outcomes.filter((outcome) => !outcome.acknowledged && outcome.atKill)
  const failedOtherwise = outcomes.filter((outcome) => !outcome.acknowledged && !outcome.atKill)
  say(
    `${outcomes.length} forms sent in ${((Date.now() - sending) / 1000).toFixed(0)} s: ` +
      `${acknowledged.length} acknowledged, ${failedAtKill.length + failedOtherwise.length} failed`,
  )
  const reasons = new Map<string, number>()
  for (const { error } of outcomes) if (error) reasons.set(error, (reasons.get(error) ?? 0) + 1)
  for (const [reason, count] of reasons) say(`  ${count} × ${reason}`)

  const refused = sink.refused
  const isLeadCall = (call: { operation: string }) => call.operation === 'ContactOnMe'
  const leadCallsWhileDown = crm.requests.filter(isLeadCall).length
  sink.failNext(0)
  crm.setAvailable(true)
  say(
    `the SMTP sink accepts mail now (${refused} attempts refused), the CRM is back ` +
      `(${leadCallsWhileDown} lead calls answered 500)`,
  )
  const outbox = await waitForDrain()
  say(
    `outbox drained: ${outbox.sent} sent (${outbox.leadsSent} of them CRM leads), ` +
      `${outbox.failed} given up`,
  )

  const { rows: submissions } = await db.query<{
    email: string
    requestId: string
    remark: string | null
  }>(
    `select email, data->>'requestId' as "requestId", data->>'remark' as remark
     from form_submissions where kind = 'site-contact'`,
  )
  const { rows: syncs } = await db.query<{ status: string; count: number }>(
    `select status, count(*)::int as count from import_runs where origin = 'crm'
     group by status order by status`,
  )
  const { rows: config } = await db.query<{ email: string }>(
    `select data->'agency'->>'email' as email from site_config`,
  )
  const delivered = sink.messages.map((mail) => ({
    messageId: mail.messageId ?? '',
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo),
  }))
  const result = checkDeliveries({
    acknowledged: acknowledged.map((outcome) => address(outcome.n)),
    submissions,
    delivered,
    agencyAddress: config[0]!.email,
    mailFrom,
  })
  const leads = checkLeads({
    acknowledged: acknowledged.map((outcome) => address(outcome.n)),
    submissions,
    leads: crm.leads,
  })

  await db.end()
  db = undefined
  const exitCode = await stopSite(site)
  const violations = [
    ...failedOtherwise.map(
      (outcome) => `form ${outcome.n} failed away from the kill: ${outcome.error}`,
    ),
    ...(outbox.failed > 0
      ? [`${outbox.failed} outbox messages were given up (${outbox.leadsFailed} CRM leads)`]
      : []),
    ...result.violations,
    ...leads.violations,
    ...(exitCode === 0 ? [] : [`the site exited with ${exitCode} on SIGTERM`]),
    ...(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))
      ? ['PostgreSQL still runs after the site stopped']
      : []),
  ]

  const rows: [string, number][] = [
    ['forms submitted', outcomes.length],
    ['acknowledged (303 to the thank-you page)', acknowledged.length],
    ['in flight at the kill', inFlightAtKill],
    ['e-mails being sent at the kill', claimedAtKill.mails],
    ['CRM leads being sent at the kill', claimedAtKill.leads],
    ['failed at the kill', failedAtKill.length],
    ['failed otherwise', failedOtherwise.length],
    ['acknowledged and stored', result.stored],
    ['stored, not acknowledged', result.storedUnacknowledged],
    ['e-mails expected', result.expected],
    ['e-mails delivered', result.delivered],
    ['duplicates', result.duplicates],
    ['SMTP attempts refused', refused],
    ['CRM leads expected', leads.expected],
    ['CRM leads received', leads.received],
    ['CRM leads arrived exactly once', leads.once],
    ['CRM leads missing', leads.missing],
    ['CRM leads arrived more than once', leads.duplicates],
    ['CRM lead calls answered 500 while down', leadCallsWhileDown],
    ...syncs.map(({ status, count }): [string, number] => [`CRM syncs ${status}`, count]),
  ]
  console.log('')
  for (const [label, value] of rows)
    console.log(`  ${label.padEnd(42)} ${String(value).padStart(6)}`)
  console.log('')
  if (violations.length === 0) {
    say(
      'drill passed: every acknowledged form is stored, every e-mail arrived exactly once ' +
        'and every lead reached the CRM exactly once',
    )
    return true
  }
  for (const violation of violations.slice(0, 20)) console.log(`  ✗ ${violation}`)
  if (violations.length > 20) console.log(`  … and ${violations.length - 20} more`)
  say(`drill FAILED: ${violations.length} violations`)
  return false
}

process.once('SIGINT', () => {
  say('interrupted: stopping the site, the sink and the CRM')
  void cleanUp().finally(() => process.exit(130))
})

let passed = false
try {
  passed = await drill()
} catch (error) {
  say(`drill aborted: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await cleanUp()
}
process.exit(passed ? 0 : 1)
