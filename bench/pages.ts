/**
 * Page throughput of the production build next to nginx serving the same HTML bytes from disk
 * (the physical limit on this machine), and the JavaScript each page type loads.
 * Run with `npm run bench:pages` (needs `wrk` and `nginx`: `apt-get install wrk nginx`). The site
 * runs on port 3692 with its own embedded PostgreSQL (data/bench-pages, port 54392), reseeded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const sitePort = 3692
const nginxPort = 3693
const connections = 64
const seconds = 10
const warmUpSeconds = 2
const jsTargetKb = 150

type Page = { name: 'home' | 'list' | 'detail'; path: string; html: Buffer }
type Load = { rps: number; p99Ms: number }

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
}

/** GET without Accept-Encoding: the identity bytes, as wrk asks for them. */
function get(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
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
  server {
    listen 127.0.0.1:${nginxPort};
    root ${www};
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
  return { rps: Number(rps[1]), p99Ms: Number(p99[1]) * (unitMs[p99[2] ?? 'ms'] ?? 1) }
}

function measure(url: string): Load {
  wrk(url, warmUpSeconds)
  return wrk(url, seconds)
}

/**
 * The scripts a current browser downloads: `noModule` ones (Next's legacy polyfills) are fetched
 * only by browsers without ES modules, so they are not counted.
 */
async function javascriptKb(origin: string, page: Page): Promise<{ files: number; kb: number }> {
  const tags = [...page.html.toString().matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
  const sources = new Set(
    tags
      .filter((attributes) => !/\snomodule\b/i.test(attributes))
      .map((attributes) => /\ssrc="(\/_next\/[^"]+)"/.exec(attributes)?.[1])
      .filter((source): source is string => source !== undefined),
  )
  let bytes = 0
  for (const source of sources) {
    const res = await get(origin + source.replaceAll('&amp;', '&'))
    if (res.status !== 200) throw new Error(`${source} answered ${res.status}`)
    bytes += gzipSync(res.body).length
  }
  return { files: sources.size, kb: bytes / 1024 }
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
    if (canLoad) {
      const rows = pages.map((page) => {
        const own = measure(origin + page.path)
        const limit = nginx ? measure(`http://127.0.0.1:${nginxPort}/${page.name}.html`) : null
        return {
          page: `${page.name} ${page.path}`,
          'HTML KB': (page.html.length / 1024).toFixed(1),
          'site req/s': Math.round(own.rps),
          'site p99 ms': own.p99Ms.toFixed(1),
          'nginx req/s': limit ? Math.round(limit.rps) : '-',
          'nginx p99 ms': limit ? limit.p99Ms.toFixed(1) : '-',
          'site/nginx': limit ? (own.rps / limit.rps).toFixed(2) : '-',
        }
      })
      console.log(
        `\nPages: wrk, ${connections} connections, ${seconds} s each after ${warmUpSeconds} s ` +
          `warm-up, uncompressed, PAGE_CACHE=${process.env.PAGE_CACHE ?? 'on'}:`,
      )
      console.table(rows)
    }
    const js = []
    for (const page of pages) {
      const { files, kb } = await javascriptKb(origin, page)
      js.push({
        page: page.name,
        scripts: files,
        'JS gzip KB': kb.toFixed(1),
        [`≤ ${jsTargetKb} KB`]: page.name === 'home' ? '-' : kb <= jsTargetKb ? 'yes' : 'NO',
      })
    }
    console.log(
      '\nJavaScript a current browser downloads per page type (<script src> under /_next/, noModule excluded, gzip):',
    )
    console.table(js)
  } finally {
    await stop(nginx, 'SIGQUIT')
    await stop(site)
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
