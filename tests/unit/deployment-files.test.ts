import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { getBotType, HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/is-bot.js'
import { envSchema } from '../../src/lib/env-schema'
import { proxyBodyLimitBytes } from '../../src/lib/forms/uploads/upload-limits'

// Docker cannot run here, so these check what docs/operations.md promises of the deployment files.

type Healthcheck = { test: string[] | string; start_period?: string }
type Service = {
  image?: string
  build?: string
  command?: string | string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: Healthcheck
  volumes?: string[]
  ports?: string[]
}
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> }

const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as Compose
const dockerfile = readFileSync('Dockerfile', 'utf8')
const nginx = readFileSync('deploy/nginx.conf', 'utf8')
const nginxMaps = readFileSync('deploy/nginx/site-maps.conf', 'utf8')
const nginxLocations = readFileSync('deploy/nginx/site-locations.conf', 'utf8')

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(): { stage: number; keyword: string; args: string }[] {
  const joined = dockerfile
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
  let stage = -1
  return joined
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [, keyword = '', args = ''] = /^\s*(\S+)\s*(.*)$/.exec(line) ?? []
      if (keyword.toUpperCase() === 'FROM') stage += 1
      return { stage, keyword: keyword.toUpperCase(), args: args.trim() }
    })
}

const healthTest = (check: Healthcheck | undefined) =>
  Array.isArray(check?.test) ? check.test.join(' ') : (check?.test ?? '')

describe('Dockerfile', () => {
  const lines = instructions()
  const runtime = Math.max(...lines.map((line) => line.stage))

  it('builds in stages and builds Next exactly once, in a stage before the runtime', () => {
    expect(lines.filter((line) => line.keyword === 'FROM').length).toBeGreaterThanOrEqual(3)
    const builds = lines.filter((line) => /\bnext build\b/.test(line.args))
    expect(builds).toHaveLength(1)
    expect(builds[0]!.stage).toBeLessThan(runtime)
    expect(builds[0]!.args).toMatch(/npm prune --omit=dev/)
  })

  it('runs as a user that is not root, with DATA_DIR its only folder to write', () => {
    const users = lines.filter((line) => line.keyword === 'USER' && line.stage === runtime)
    expect(users.map((line) => line.args)).toEqual(['node'])
    const env = lines.find((line) => line.keyword === 'ENV' && line.stage === runtime)!.args
    expect(env).toMatch(/DATA_DIR=\/var\/lib\/agency-site/)
    expect(env).toMatch(/NODE_ENV=production/)
    expect(lines.some((line) => line.keyword === 'VOLUME' && /agency-site/.test(line.args))).toBe(
      true,
    )
  })

  it('starts the server directly, never through npm start, which may build', () => {
    const command = lines.filter((line) => line.keyword === 'CMD' && line.stage === runtime)
    expect(command).toHaveLength(1)
    expect(JSON.parse(command[0]!.args)).toEqual(['node', '--import', 'tsx', 'src/server/main.ts'])
    expect(lines.some((line) => line.keyword === 'ENTRYPOINT')).toBe(false)
    // What `npm start` does first, and why the image must not.
    const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string
    expect(start).toMatch(/ensure-build/)
    for (const line of lines) expect(line.args).not.toMatch(/ensure-build|npm (run )?start/)
  })

  it('checks readiness on /readyz', () => {
    const check = lines.find((line) => line.keyword === 'HEALTHCHECK' && line.stage === runtime)
    expect(check?.args).toMatch(/\/readyz/)
  })

  it('is built from a context without local installs, builds, data or secrets', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n')
    for (const entry of ['node_modules', '.next', 'data', '.env', '.git', 'deploy/tls']) {
      expect(ignored).toContain(entry)
    }
  })
})

describe('compose.yaml', () => {
  const { services } = compose
  const sites = ['site-1', 'site-2'].map((name) => services[name]!)

  it('names PostgreSQL, two site instances, the object store and the proxy', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'site-1', 'site-2', 'minio', 'bucket', 'proxy']),
    )
    expect(services.postgres!.image).toMatch(/^postgres:/)
    expect(services.proxy!.image).toMatch(/^nginx:/)
  })

  it('checks the health of PostgreSQL and of each instance, and starts in that order', () => {
    expect(healthTest(services.postgres!.healthcheck)).toMatch(/pg_isready/)
    for (const site of sites) {
      expect(healthTest(site.healthcheck)).toMatch(/\/readyz/)
      expect(site.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        bucket: { condition: 'service_completed_successfully' },
      })
    }
    expect(services.proxy!.depends_on).toEqual({
      'site-1': { condition: 'service_healthy' },
      'site-2': { condition: 'service_healthy' },
    })
  })

  it('gives both instances the image, the database, the bucket and one APP_SECRET', () => {
    const [first, second] = sites.map((site) => site.environment!)
    expect(first).toEqual(second)
    expect(sites.every((site) => site.build === '.')).toBe(true)
    expect(first!.DATABASE_URL).toMatch(/@postgres:5432\//)
    expect(first!.S3_ENDPOINT).toBe('http://minio:9000')
    expect(services.bucket!.command ?? JSON.stringify(services.bucket)).toMatch(
      new RegExp(`mc mb --ignore-existing store/${first!.S3_BUCKET}`),
    )
    expect(first!.APP_SECRET).toMatch(/APP_SECRET/)
    expect(first!.TRUST_PROXY).toBe('true')
    // Every variable the instances get is one the site reads (src/lib/env-schema.ts).
    for (const name of Object.keys(first!)) expect(Object.keys(envSchema.shape)).toContain(name)
  })

  it('keeps each instance its own DATA_DIR volume and declares every named volume', () => {
    expect(sites.map((site) => site.volumes)).toEqual([
      ['site-1-data:/var/lib/agency-site'],
      ['site-2-data:/var/lib/agency-site'],
    ])
    const named = Object.values(services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0]!)
      .filter((source) => !source.startsWith('.'))
    expect(Object.keys(compose.volumes).sort()).toEqual([...new Set(named)].sort())
  })

  it('mounts the committed nginx configuration and publishes HTTP and HTTPS', () => {
    const proxy = services.proxy!
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro')
    expect(proxy.volumes).toContain('./deploy/nginx:/etc/nginx/site:ro')
    expect(existsSync('deploy/nginx.conf')).toBe(true)
    expect(proxy.ports).toEqual(['80:80', '443:443'])
  })
})

describe('deploy/nginx.conf', () => {
  it('sends both instances the headers the site trusts, set by the proxy itself', () => {
    expect(nginx).toMatch(/server site-1:3000/)
    expect(nginx).toMatch(/server site-2:3000/)
    expect(nginx).toMatch(/include \/etc\/nginx\/site\/site-maps.conf;/)
    expect(nginx).toMatch(/include \/etc\/nginx\/site\/site-locations.conf;/)
    expect(nginxLocations).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/)
    expect(nginxLocations).toMatch(/proxy_set_header X-Forwarded-Host \$host;/)
    expect(nginxLocations).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/)
  })

  it('terminates TLS, redirects HTTP, and caches with the host in the key', () => {
    expect(nginx).toMatch(/listen 443 ssl;/)
    expect(nginx).toMatch(/return 301 https:\/\/\$host\$request_uri;/)
    expect(nginxLocations).toMatch(/proxy_cache_key "\$scheme:\/\/\$host\$request_uri";/)
  })

  it('keys a page on everything its answer depends on, and bypasses what the site keeps private', () => {
    const key = /location \/ \{[^}]*proxy_cache_key "([^"]+)";/.exec(nginxLocations)?.[1]
    expect(key).toBe(
      '$scheme://$host$request_uri|$cookie_lng|$site_page_languages|$site_encoding|$site_page_bot',
    )
    expect(nginxLocations).toMatch(/proxy_set_header Accept-Encoding \$site_encoding;/)
    for (const directive of ['proxy_cache_bypass', 'proxy_no_cache']) {
      const [, values = ''] = new RegExp(`${directive} ([^;]+);`).exec(nginxLocations) ?? []
      expect(values.split(' ')).toEqual(
        expect.arrayContaining(['$site_private_cookie', '$http_authorization', '$http_rsc']),
      )
    }
  })

  it("tells crawlers apart as Next does, to the page-cache key's three kinds", () => {
    const block = /map \$http_user_agent \$site_page_bot \{([^}]*)\}/.exec(nginxMaps)?.[1] ?? ''
    const rules = [...block.matchAll(/"~(\*?)([^"]+)" (\w+);/g)].map(
      ([, insensitive, source, kind]) =>
        Object.assign(new RegExp(source!, insensitive ? 'i' : ''), { kind }),
    )
    expect(rules.map((rule) => [rule.source, rule.flags, rule.kind])).toEqual([
      [/Googlebot(?!-)|Googlebot$/.source, '', 'dom'],
      [HTML_LIMITED_BOT_UA_RE.source, 'i', 'html'],
    ])
    expect(HTML_LIMITED_BOT_UA_RE.flags).toBe('i')
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'Slackbot 1.0',
      'Firefox/140',
    ]) {
      const kind = rules.find((rule) => rule.test(agent))?.kind ?? 'browser'
      expect(kind).toBe(getBotType(agent) ?? 'browser')
    }
  })

  it('accepts a whole CV upload and nothing much larger', () => {
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(nginx) ?? []
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThanOrEqual(proxyBodyLimitBytes)
    expect(Number(megabytes) * 1024 * 1024).toBeLessThanOrEqual(proxyBodyLimitBytes * 2)
  })
})
