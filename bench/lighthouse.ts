/**
 * Lighthouse (mobile, its default simulated throttling) on the production build: home, the sale
 * and rent lists, a property, the projects list and a project, in the four languages, three runs
 * each; per page the median of each category, LCP, TBT, CLS and the JavaScript transferred.
 * Run with `npm run bench:lighthouse` on a quiet machine (a run takes 10 to 20 s; the whole bench
 * some 20 minutes on two cores). The site runs on port 3694 with its own embedded PostgreSQL
 * (data/bench-lighthouse, port 54394), reseeded; the browser is the tests' Chromium.
 * First comes the same Next.js serving one static page with one client component
 * (bench/next-floor, port 3696): what the framework alone scores on this machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pages from '../src/server/seed/content/pages.json' with { type: 'json' }
import { chromiumExecutable } from '../tests/support/chromium'

const sitePort = 3694
const origin = `http://127.0.0.1:${sitePort}`
const floorPort = 3696
const floorDir = 'data/bench-next-floor'
const languages = ['en', 'nl', 'fr', 'de'] as const
type Lang = (typeof languages)[number]
// For a quicker look while working on one page: BENCH_LH_RUNS=1 BENCH_LH_LANGS=en
// BENCH_LH_PAGES=floor,home,property; BENCH_LH_AUDITS=1 also prints, per run, the audits that cost points.
const runs = Number(process.env.BENCH_LH_RUNS ?? 3)
const onlyLangs = process.env.BENCH_LH_LANGS?.split(',')
const onlyPages = process.env.BENCH_LH_PAGES?.split(',')
const showAudits = process.env.BENCH_LH_AUDITS === '1'
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const slugOf = (pagePath: string, lang: Lang) => {
  const page = pages.find((candidate) => candidate.path === pagePath)
  if (!page) throw new Error(`no seed page ${pagePath}`)
  const slug = (page.slugs as Record<Lang, string>)[lang]
  const tail = slug ? `${slug}/` : ''
  return lang === 'en' ? `/${tail}` : `/${lang}/${tail}`
}

async function html(pagePath: string): Promise<string> {
  const response = await fetch(origin + pagePath)
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
  return response.text()
}

/** The first link on `listPath` that goes one or more levels deeper than the list itself. */
async function firstLinkUnder(listPath: string, depth: number): Promise<string> {
  const levels = Array.from({ length: depth }, () => '[^"/?#]+/').join('')
  const pattern = new RegExp(`href="(${listPath.replaceAll('/', '\\/')}${levels})"`)
  const found = pattern.exec(await html(listPath))?.[1]
  if (!found) throw new Error(`no link ${depth} levels under ${listPath}`)
  return found
}

async function pagesOf(lang: Lang): Promise<[string, string][]> {
  const sale = slugOf('for-sale', lang)
  const projects = slugOf('new-projects', lang)
  return [
    ['home', slugOf('home', lang)],
    ['sale list', sale],
    ['rent list', slugOf('for-rent', lang)],
    ['property', await firstLinkUnder(sale, 3)],
    ['project list', projects],
    ['project', await firstLinkUnder(projects, 1)],
  ]
}

type Run = Record<(typeof categories)[number], number> & {
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** The audits of the four categories that scored below 1, with what Lighthouse says they cost. */
function printCostlyAudits(url: string, lhr: Result) {
  const costly = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map(
        (audit) => `  ${category.id}: ${audit!.id} (${audit!.score}) ${audit!.displayValue ?? ''}`,
      ),
  )
  console.log(`${url}\n${[...new Set(costly)].join('\n') || '  nothing below 1'}`)
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  if (showAudits) printCostlyAudits(url, lhr)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (
    lhr.audits['network-requests']?.details as
      { items: { resourceType?: string; transferSize?: number }[] } | undefined
  )?.items
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  const score = (id: (typeof categories)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: scriptBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * Lighthouse now and then fails to record a page load ("NO_NAVSTART"): that run is made again, up
 * to twice, instead of losing the whole bench.
 */
async function auditAgain(url: string, port: number, attempts = 3): Promise<Run> {
  try {
    return await audit(url, port)
  } catch (error) {
    if (attempts <= 1) throw error
    console.warn(`${url}: ${(error as Error).message}; running it again`)
    return auditAgain(url, port, attempts - 1)
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function startSite(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(sitePort),
    PUBLIC_URL: origin,
    DATA_DIR: 'data/bench-lighthouse',
    EMBEDDED_PG_PORT: '54394',
    SEED_ON_START: 'always',
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  return spawn('node', ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: 'inherit' })
}

/**
 * The floor: bench/next-floor built with this Next.js and started. Turbopack compiles nothing
 * outside its root and wants node_modules inside it, so the copy gets hard links to ours.
 */
function startFloor(): ChildProcess {
  rmSync(floorDir, { recursive: true, force: true })
  cpSync('bench/next-floor', floorDir, { recursive: true })
  const steps: [string, string[]][] = [
    ['cp', ['-al', 'node_modules', `${floorDir}/node_modules`]],
    [process.execPath, ['node_modules/next/dist/bin/next', 'build']],
  ]
  for (const [command, args] of steps) {
    const cwd = command === 'cp' ? '.' : floorDir
    if (spawnSync(command, args, { cwd, stdio: 'inherit' }).status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed`)
  }
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--port', String(floorPort)],
    { cwd: floorDir, stdio: 'inherit' },
  )
}

async function waitFor(server: ChildProcess, url: string) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${url}: the server exited (${server.exitCode})`)
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within 180 s`)
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('no production build: running next build')
    if (spawnSync('npx', ['next', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
  }
  const withFloor = !onlyPages || onlyPages.includes('floor')
  const floor = withFloor ? startFloor() : undefined
  const site = startSite()
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    await waitFor(site, `${origin}/readyz`)
    if (floor) await waitFor(floor, `http://127.0.0.1:${floorPort}/`)
    chrome = await chromeLauncher.launch({
      chromePath: chromiumExecutable(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    })
    const rows: Record<string, string | number>[] = []
    const benchmarkIndexes: number[] = []
    const load = loadavg()[0]!.toFixed(2)
    const measure = async (page: string, url: string) => {
      const results: Run[] = []
      for (let run = 0; run < runs; run++) results.push(await auditAgain(url, chrome!.port))
      const of = (key: keyof Run) => median(results.map((result) => result[key]))
      benchmarkIndexes.push(...results.map((result) => result.benchmarkIndex))
      rows.push({
        page,
        perf: of('performance'),
        a11y: of('accessibility'),
        'best pr.': of('best-practices'),
        seo: of('seo'),
        'LCP s': (of('lcpMs') / 1000).toFixed(1),
        'TBT ms': Math.round(of('tbtMs')),
        CLS: of('cls').toFixed(3),
        'JS KB': of('jsKb').toFixed(1),
      })
      console.log(`${url}: done`)
    }
    if (floor) await measure('Next.js floor', `http://127.0.0.1:${floorPort}/`)
    for (const lang of languages.filter((each) => !onlyLangs || onlyLangs.includes(each))) {
      const chosen = (await pagesOf(lang)).filter(
        ([name]) => !onlyPages || onlyPages.includes(name.replace(' ', '-')),
      )
      for (const [name, pagePath] of chosen) await measure(`${name} (${lang})`, origin + pagePath)
    }
    console.log(
      `\nLighthouse ${runs} runs a page, median (mobile, simulated throttling; load average ${load} at the start, ${loadavg()[0]!.toFixed(2)} at the end; Lighthouse's CPU benchmark index, median ${Math.round(median(benchmarkIndexes))})`,
    )
    if (floor)
      console.log(
        'Next.js floor: the same Next.js serving one static page with one client component (bench/next-floor)',
      )
    console.table(rows)
  } finally {
    await chrome?.kill()
    site.kill('SIGTERM')
    floor?.kill('SIGTERM')
  }
}

await main()
