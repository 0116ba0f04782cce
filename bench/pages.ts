/**
 * Page throughput of the production build, of nginx in front of it with the documented cache
 * rules (deploy/nginx/, docs/decisions/052-shared-cache.md), and of nginx serving the same HTML
 * bytes from disk (the physical limit on this machine); the JavaScript each page type loads.
 * Run with `npm run bench:pages` (needs `wrk` and `nginx`: `apt-get install wrk nginx`). The site
 * runs on port 3692 with its own embedded PostgreSQL (data/bench-pages, port 54392), reseeded;
 * nginx serves the files on 3693 and proxies the site on 3695.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { runInThisContext } from 'node:vm'
import { gzipSync } from 'node:zlib'

const sitePort = 3692
const nginxPort = 3693
const cachePort = 3695
const connections = 64
const seconds = 10
const warmUpSeconds = 2
const jsTargetKb = 150
/** Of which the site's own code (beyond React and Next's runtime). */
const ownTargetKb = 15

type Page = { name: 'home' | 'list' | 'detail'; path: string; html: Buffer }
type Load = { rps: number; p99Ms: number; requests: number; cpuUs?: number }

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** GET without Accept-Encoding (the identity bytes, as wrk asks for them) unless told. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`)
    const ok = await get(url).then(
      (res) => res.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

function startSite(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(sitePort),
    DATA_DIR: 'data/bench-pages',
    EMBEDDED_PG_PORT: '54392',
    SEED_ON_START: 'always',
    // One JSON line per request would measure the log pipe, not the site.
    LOG_LEVEL: 'warn',
    PAGE_CACHE: process.env.PAGE_CACHE ?? 'on',
  }
  delete env.DATABASE_URL
  return spawn('node', ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: 'inherit' })
}

async function pickPages(origin: string): Promise<Page[]> {
  const fetchPage = async (name: Page['name'], pagePath: string): Promise<Page> => {
    const res = await get(origin + pagePath)
    if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`)
    return { name, path: pagePath, html: res.body }
  }
  const home = await fetchPage('home', '/')
  const list = await fetchPage('list', '/for-sale/')
  const card = /href="(\/for-sale\/[^"/]+\/[^"/]+\/\d+\/)"/.exec(list.html.toString())?.[1]
  if (!card) throw new Error('no listing link on /for-sale/')
  return [home, list, await fetchPage('detail', card)]
}

/**
 * nginx with two servers: the same HTML bytes as files, and the site behind the cache rules the
 * deployment uses (deploy/nginx/site-maps.conf and site-locations.conf, included as they are).
 */
function startNginx(dir: string, pages: Page[]): ChildProcess {
  const www = path.join(dir, 'www')
  mkdirSync(www)
  for (const page of pages) writeFileSync(path.join(www, `${page.name}.html`), page.html)
  // nginx workers run as an unprivileged user when started by root: they must read the files.
  for (const target of [dir, www]) chmodSync(target, 0o755)
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')};
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=site:20m max_size=1g use_temp_path=off;
  include ${path.resolve('deploy/nginx/site-maps.conf')};
  upstream site {
    server 127.0.0.1:${sitePort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    root ${www};
  }
  server {
    listen 127.0.0.1:${cachePort};
    include ${path.resolve('deploy/nginx/site-locations.conf')};
  }
}
`,
  )
  return spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

function wrk(url: string, duration: number): Load {
  const run = spawnSync(
    'wrk',
    ['-t2', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '--latency', url],
    { encoding: 'utf8' },
  )
  const out = run.stdout
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(out)
  if (run.status !== 0 || !rps || !p99) throw new Error(`wrk failed:\n${out}${run.stderr}`)
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)
  if (errors) console.warn(`  ${url}: ${errors[1]} error responses`)
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  return {
    rps: Number(rps[1]),
    p99Ms: Number(p99[1]) * (unitMs[p99[2] ?? 'ms'] ?? 1),
    requests,
  }
}

/**
 * The CPU time (user and system, ms) the children of `parent` (nginx's workers) have used so far,
 * from /proc (100 clock ticks a second). Per request it tells what a request costs nginx whatever
 * else runs on the machine, which a rate measured beside other jobs does not.
 */
function childrenCpuMs(parent: number): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue
    }
    // After the command in parentheses: state, ppid, …; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[1]) === parent) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10
}

/**
 * Before measuring the cache: a page reaches it (the site's first answer is private, its second
 * shareable), and a visitor of another language still gets the site's redirect, not the copy.
 */
async function checkSharedCache(page: Page): Promise<Answer> {
  const url = `http://127.0.0.1:${cachePort}${page.path}`
  let answer = await get(url)
  for (let attempt = 0; attempt < 10 && answer.headers['x-cache-status'] !== 'HIT'; attempt++) {
    answer = await get(url)
  }
  if (answer.headers['x-cache-status'] !== 'HIT') {
    throw new Error(`nginx does not keep ${page.path}: ${JSON.stringify(answer.headers)}`)
  }
  const otherLanguage: Record<string, string>[] = [
    { 'Accept-Language': 'fr-BE,fr;q=0.9' },
    { Cookie: 'lng=nl' },
  ]
  for (const visitor of otherLanguage) {
    const other = await get(url, visitor)
    if (other.status !== 307) {
      throw new Error(`${page.path} for ${JSON.stringify(visitor)}: ${other.status}, not 307`)
    }
  }
  return answer
}

function measure(url: string, cpuOf?: number): Load {
  wrk(url, warmUpSeconds)
  const before = cpuOf === undefined ? 0 : childrenCpuMs(cpuOf)
  const load = wrk(url, seconds)
  if (cpuOf === undefined || load.requests === 0) return load
  return { ...load, cpuUs: ((childrenCpuMs(cpuOf) - before) * 1000) / load.requests }
}

/**
 * nginx's cache and nginx's files measured in turn, twice, each keeping its better run: on a
 * shared machine another job's burst then lowers one side's figure only when it lasts.
 */
function measureInTurn(
  cacheUrl: string,
  staticUrl: string,
  nginxPid: number | undefined,
): { cached: Load; limit: Load } {
  const better = (a: Load, b: Load) => (b.rps > a.rps ? b : a)
  let cached = measure(cacheUrl, nginxPid)
  let limit = measure(staticUrl, nginxPid)
  cached = better(cached, measure(cacheUrl, nginxPid))
  limit = better(limit, measure(staticUrl, nginxPid))
  return { cached, limit }
}

/**
 * Which chunks are React and Next's runtime: the build's root main files (React, React DOM,
 * Next's router) and the chunks that define Next's own client modules (its layout router, error
 * boundaries) and none of the site's, read from the routes' client reference manifests (a chunk
 * defines a module as `,<id>,` followed by its factory). Every other chunk is the site's own code,
 * the libraries it chose (zod, next-intl, ALTCHA) included.
 */
function runtimeChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
    rootMainFiles: string[]
  }
  const runtime = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`))
  const framework = /^\[project\]\/node_modules\/(next|react|react-dom|scheduler)\//
  const ids = { framework: new Set<number>(), site: new Set<number>() }
  const chunks = new Set<string>()
  const files = readdirSync('.next/server/app', { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('_client-reference-manifest.js'),
  )
  for (const file of files) {
    const holder = globalThis as { __RSC_MANIFEST?: Record<string, unknown> }
    holder.__RSC_MANIFEST = {}
    runInThisContext(readFileSync(path.join('.next/server/app', file), 'utf8'))
    for (const route of Object.values(holder.__RSC_MANIFEST) as {
      clientModules: Record<string, { id: number; chunks: string[] }>
    }[]) {
      for (const [name, entry] of Object.entries(route.clientModules)) {
        ids[framework.test(name) ? 'framework' : 'site'].add(entry.id)
        for (const chunk of entry.chunks) chunks.add(chunk)
      }
    }
  }
  for (const chunk of chunks) {
    const code = readFileSync(path.join('.next', chunk.replace(/^\/_next\//, '')), 'utf8')
    const defines = (id: number) => code.includes(`,${id},`)
    if ([...ids.framework].some(defines) && ![...ids.site].some(defines)) runtime.add(chunk)
  }
  return runtime
}

type Scripts = { files: number; runtimeKb: number; ownKb: number }

/**
 * The scripts a current browser downloads with the page, before anything is touched: its
 * `<script src>` and the scripts it preloads. `noModule` ones (Next's legacy polyfills) are
 * fetched only by browsers without ES modules, so they are not counted. What loads later (a
 * form's code when the visitor comes near it) is not either.
 */
async function javascriptKb(origin: string, page: Page, runtime: Set<string>): Promise<Scripts> {
  const html = page.html.toString()
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
  const preloads = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => /\srel="(modulepreload|preload)"/.test(attributes))
    .filter(
      (attributes) => /\srel="modulepreload"/.test(attributes) || /\sas="script"/.test(attributes),
    )
  const sources = new Set(
    [
      ...scripts.map((attributes) => /\ssrc="(\/_next\/[^"]+)"/.exec(attributes)?.[1]),
      ...preloads.map((attributes) => /\shref="(\/_next\/[^"]+)"/.exec(attributes)?.[1]),
    ]
      .filter((source): source is string => source !== undefined)
      .map((source) => source.replaceAll('&amp;', '&')),
  )
  const kb = { runtimeKb: 0, ownKb: 0 }
  for (const source of sources) {
    const res = await get(origin + source)
    if (res.status !== 200) throw new Error(`${source} answered ${res.status}`)
    const size = gzipSync(res.body).length / 1024
    if (runtime.has(source.split('?')[0]!)) kb.runtimeKb += size
    else kb.ownKb += size
  }
  return { files: sources.size, ...kb }
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('no production build: running next build')
    if (spawnSync('npx', ['next', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
  }
  const origin = `http://127.0.0.1:${sitePort}`
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'))
  let site: ChildProcess | undefined
  let nginx: ChildProcess | undefined
  try {
    site = startSite()
    await waitFor(`${origin}/healthz/`, site, 180_000)
    const pages = await pickPages(origin)
    const canLoad = has('wrk')
    const canNginx = has('nginx')
    if (!canLoad) console.log('wrk is missing (apt-get install wrk): no load figures')
    if (!canNginx) console.log('nginx is missing (apt-get install nginx): no nginx figures')
    if (canNginx) {
      nginx = startNginx(dir, pages)
      await waitFor(`http://127.0.0.1:${nginxPort}/home.html`, nginx, 10_000)
    }
    if (nginx && process.env.PAGE_CACHE !== 'off') {
      for (const page of pages) {
        const { headers } = await checkSharedCache(page)
        const policy = String(headers['content-security-policy'] ?? '')
        const hashes = policy.match(/'sha256-/g)?.length ?? 0
        console.log(
          `${page.path} from nginx's cache: ${headers['cache-control']}; Vary: ${headers.vary}; ` +
            `${hashes} script hashes, policy ${policy.length} bytes`,
        )
      }
    }
    if (canLoad) {
      const loads: { cached: Load | null; limit: Load | null }[] = []
      const cpu: Record<string, string>[] = []
      const rows = pages.map((page) => {
        const own = measure(origin + page.path)
        const { cached, limit } = nginx
          ? measureInTurn(
              `http://127.0.0.1:${cachePort}${page.path}`,
              `http://127.0.0.1:${nginxPort}/${page.name}.html`,
              nginx.pid,
            )
          : { cached: null, limit: null }
        loads.push({ cached, limit })
        const ratio = (load: Load | null) =>
          load && limit ? (load.rps / limit.rps).toFixed(2) : '-'
        return {
          page: `${page.name} ${page.path}`,
          'HTML KB': (page.html.length / 1024).toFixed(1),
          'site req/s': Math.round(own.rps),
          'site p99 ms': own.p99Ms.toFixed(1),
          'cache req/s': cached ? Math.round(cached.rps) : '-',
          'cache p99 ms': cached ? cached.p99Ms.toFixed(1) : '-',
          'nginx req/s': limit ? Math.round(limit.rps) : '-',
          'nginx p99 ms': limit ? limit.p99Ms.toFixed(1) : '-',
          'site/nginx': ratio(own),
          'cache/nginx': ratio(cached),
        }
      })
      cpu.push(
        ...pages.flatMap((page, index) => {
          const { cached, limit } = loads[index]!
          if (cached?.cpuUs === undefined || limit?.cpuUs === undefined) return []
          return [
            {
              page: page.name,
              'cache µs/req': cached.cpuUs.toFixed(1),
              'nginx µs/req': limit.cpuUs.toFixed(1),
              'nginx/cache': (limit.cpuUs / cached.cpuUs).toFixed(2),
            },
          ]
        }),
      )
      console.log(
        `\nPages: wrk, ${connections} connections, ${seconds} s each after ${warmUpSeconds} s ` +
          `warm-up, uncompressed, PAGE_CACHE=${process.env.PAGE_CACHE ?? 'on'}; site: the site ` +
          `alone, cache: nginx's cache in front of it (deploy/nginx/), nginx: the same bytes as ` +
          `files (cache and nginx in turn, the better of two runs each), load average ` +
          `${loadavg()
            .map((load) => load.toFixed(2))
            .join(' ')}:`,
      )
      console.table(rows)
      if (cpu.length > 0) {
        console.log(
          "\nnginx's CPU time per request (its workers, user and system), cache against files: " +
            'the ratio of rates once nginx alone is the limit, whatever else runs here:',
        )
        console.table(cpu)
      }
    }
    const runtime = runtimeChunks()
    const js = []
    for (const page of pages) {
      const { files, runtimeKb, ownKb } = await javascriptKb(origin, page, runtime)
      const kb = runtimeKb + ownKb
      js.push({
        page: page.name,
        scripts: files,
        'JS gzip KB': kb.toFixed(1),
        'React + Next KB': runtimeKb.toFixed(1),
        'own KB': ownKb.toFixed(1),
        [`≤ ${jsTargetKb} KB`]: kb <= jsTargetKb ? 'yes' : 'NO',
        [`own ≤ ${ownTargetKb} KB`]: ownKb <= ownTargetKb ? 'yes' : 'NO',
      })
    }
    console.log(
      '\nJavaScript a current browser downloads per page type before a form is touched (<script src> and script preloads under /_next/, noModule excluded, gzip):',
    )
    console.table(js)
  } finally {
    await stop(nginx, 'SIGQUIT')
    await stop(site)
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
