import { randomBytes, createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import estateDetail from './crm-samples/whise/estate-detail.json'
import estatesPage from './crm-samples/whise/estates-list.page.json'
import { brusselsTimestamp } from '../../src/lib/belgium/brussels-clock'

// A stand-in for Whise's API (CRM reference §6.2) on 127.0.0.1: the two-step token, the estates
// list with its filters, paging and quirks, representatives, contact upserts, and the pictures'
// bytes (real small JPEGs). Seeded from code: the samples, `whiseEstate()` or
// `whiseGeneratedEstates()` (cheap for thousands of listings).

export type FakeWhiseEstate = Record<string, unknown> & { id: number }

export type FakeWhiseFailure = 500 | 429 | 401 | 'not-json' | 'invalid-request'

export type FakeWhiseRequest = {
  path: string
  /** The body as sent, without the password. */
  body: Record<string, unknown>
  /** Which token the call carried. */
  auth: 'none' | 'marketplace' | 'client' | 'invalid'
}

export type FakeWhiseOptions = {
  username?: string
  password?: string
  clientId?: number
  estates?: FakeWhiseEstate[]
  representatives?: Record<string, unknown>[]
  /** How long a client token works (default one hour). */
  tokenLifetimeMs?: number
}

/** Where the samples' pictures live; the fake serves them under its own address. */
const sampleStorage = 'https://whisestorage.example/'
const storagePath = '/storage/'

/** Brussels wall-clock time as Whise writes it (`2026-03-28T08:41:02`). */
export function whiseNow(date = new Date()): string {
  return brusselsTimestamp(date).replace(' ', 'T')
}

/** The sample estates (3: a house, a project unit, a rental under option), deep copies. */
export function whiseSampleEstates(): FakeWhiseEstate[] {
  return structuredClone([...estateDetail.estates, ...estatesPage.estates]) as FakeWhiseEstate[]
}

function picture(estateId: number, index: number, file: string) {
  const url = (width: number) =>
    `${sampleStorage}public/storage1/Pictures/${estateId}/${width}/${file}.jpg`
  return {
    id: estateId * 100 + index,
    order: index + 1,
    orientation: 'Landscape',
    urlSmall: url(200),
    urlLarge: url(640),
    urlXXL: url(1600),
    updateDateTime: '2026-01-05T09:00:00',
  }
}

/** A published house for sale in Gent, with `photos` pictures; `overrides` replace members. */
export function whiseEstate(
  id: number,
  overrides: Record<string, unknown> = {},
  photos = 2,
): FakeWhiseEstate {
  return {
    id,
    referenceNumber: `W-${id}`,
    name: `Woning ${id}`,
    address: 'Veldstraat',
    number: String((id % 200) + 1),
    zip: '9000',
    city: 'Gent',
    country: { id: 1 },
    category: { id: 1 },
    subCategory: { id: 89 },
    purpose: { id: 1 },
    purposeStatus: { id: 1 },
    status: { id: 1 },
    displayStatusId: 2,
    price: 250_000 + (id % 1000) * 100,
    area: 120,
    rooms: 3,
    bathRooms: 1,
    energyClass: 'B',
    shortDescription: [{ languageId: 'nl-BE', content: `<p>Woning ${id} in Gent.</p>` }],
    longDescription: [{ languageId: 'nl-BE', content: `<p>Ruime woning ${id}.</p>` }],
    sms: [{ languageId: 'nl-BE', content: `Woning ${id} te koop` }],
    pictures: Array.from({ length: photos }, (_, index) => picture(id, index, `p${id}-${index}`)),
    details: [
      { id: 1849, value: '51.05', type: 'float' },
      { id: 1850, value: '3.72', type: 'float' },
    ],
    createDateTime: '2026-01-05T10:00:00',
    updateDateTime: '2026-01-05T10:00:00',
    ...overrides,
  }
}

/** `count` published estates with ids from `firstId`, for the bench and the paging tests. */
export function whiseGeneratedEstates(count: number, firstId = 9_000_000, photos = 3) {
  return Array.from({ length: count }, (_, index) => whiseEstate(firstId + index, {}, photos))
}

const knownFilter = new Set([
  'EstateIds',
  'StatusIds',
  'DisplayStatusIds',
  'IncludeGroupEstates',
  'LanguageId',
  'LanguageIds',
  'UpdateDateTimeRange',
  'ShowRepresentatives',
  'ShowDetails',
  'CategoryIds',
  'PurposeIds',
])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const idOf = (value: unknown) => (isRecord(value) && typeof value.id === 'number' ? value.id : null)

/** A small real JPEG per file name, the same bytes for the same name. */
const jpegs = new Map<string, Promise<Buffer>>()
function jpeg(name: string): Promise<Buffer> {
  let bytes = jpegs.get(name)
  if (!bytes) {
    const [r = 0, g = 0, b = 0] = createHash('sha256').update(name).digest()
    bytes = sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
      .jpeg({ quality: 70 })
      .toBuffer()
    jpegs.set(name, bytes)
  }
  return bytes
}

export async function startFakeWhise(options: FakeWhiseOptions = {}) {
  const credentials = {
    username: options.username ?? 'site-user',
    password: options.password ?? 'site-password',
    clientId: options.clientId ?? 21044,
  }
  const estates = new Map<number, FakeWhiseEstate>()
  for (const estate of options.estates ?? []) estates.set(estate.id, estate)
  const representatives = options.representatives ?? []
  const marketplaceTokens = new Set<string>()
  const clientTokens = new Map<string, number>()
  const requests: FakeWhiseRequest[] = []
  const leads: Record<string, unknown>[] = []
  const failures: FakeWhiseFailure[] = []
  let tokenLifetimeMs = options.tokenLifetimeMs ?? 60 * 60_000
  let delayMs = 0
  let contactIds = 4700
  let base = ''

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      response.writeHead(status).end()
      return
    }
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    // Pictures are served by the fake itself.
    response.end(JSON.stringify(body).replaceAll(sampleStorage, `${base}${storagePath.slice(1)}`))
  }

  function authOf(request: IncomingMessage): FakeWhiseRequest['auth'] {
    const header = request.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    if (!token) return 'none'
    if (marketplaceTokens.has(token)) return 'marketplace'
    const expiresAt = clientTokens.get(token)
    return expiresAt !== undefined && Date.now() < expiresAt ? 'client' : 'invalid'
  }

  function listEstates(body: Record<string, unknown>) {
    const filter = isRecord(body.Filter) ? body.Filter : {}
    const problems = Object.keys(filter)
      .filter((key) => !knownFilter.has(key))
      .map((key) => `The member '${key}' is unknown`)
    const ids = Array.isArray(filter.EstateIds) ? filter.EstateIds : null
    const statusIds = Array.isArray(filter.StatusIds) ? filter.StatusIds : ids ? null : [1]
    const displayIds = Array.isArray(filter.DisplayStatusIds)
      ? filter.DisplayStatusIds
      : ids
        ? null
        : [2, 3, 5]
    const range = isRecord(filter.UpdateDateTimeRange) ? filter.UpdateDateTimeRange : {}
    const min = typeof range.Min === 'string' ? range.Min.replace(' ', 'T') : null
    const matching = [...estates.values()].filter(
      (estate) =>
        (!ids || ids.includes(estate.id)) &&
        (!statusIds || statusIds.includes(idOf(estate.status) ?? 1)) &&
        (!displayIds || displayIds.includes(estate.displayStatusId)) &&
        (!min || String(estate.updateDateTime ?? '').replace(' ', 'T') >= min),
    )
    // §2.2: a Page that is not {Limit, Offset} is reported but ignored: the rows come unpaged.
    const page = body.Page
    let rows = matching
    if (page !== undefined) {
      if (isRecord(page) && typeof page.Limit === 'number' && typeof page.Offset === 'number') {
        rows = matching.slice(page.Offset, page.Offset + page.Limit)
      } else problems.push("The member 'Page' has the wrong format")
    }
    const shown = filter.ShowRepresentatives
      ? rows
      : rows.map((estate) => {
          const copy = { ...estate }
          delete copy.representatives
          return copy
        })
    return {
      ...(shown.length > 0 ? { estates: shown } : {}),
      totalCount: matching.length,
      isValidRequest: true,
      ...(problems.length > 0
        ? {
            validationErrors: problems.map((message) => ({ message, code: 'BadRequestFormat' })),
          }
        : {}),
    }
  }

  function upsertContact(body: Record<string, unknown>, response: ServerResponse) {
    const missing = ['Name', 'PrivateEmail'].filter(
      (name) => typeof body[name] !== 'string' || body[name] === '',
    )
    if (missing.length > 0) {
      send(response, 200, {
        isValidRequest: false,
        validationErrors: missing.map((name) => ({
          message: `${name} is required`,
          code: 'Required',
        })),
      })
      return
    }
    leads.push(body)
    send(response, 200, { contactId: ++contactIds, isValidRequest: true })
  }

  async function handle(request: IncomingMessage, response: ServerResponse, raw: string) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    if (request.method === 'GET' && path.startsWith(storagePath)) {
      const file = path.split('/').pop() ?? ''
      if (!file.endsWith('.jpg')) return send(response, 404)
      response.writeHead(200, { 'content-type': 'image/jpeg' })
      response.end(await jpeg(file))
      return
    }
    if (request.method !== 'POST') return send(response, 405)
    let body: Record<string, unknown>
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {}
      body = isRecord(parsed) ? parsed : {}
    } catch {
      return send(response, 400, { Message: 'The request is invalid.' })
    }
    const auth = authOf(request)
    const logged = { ...body }
    delete logged.Password
    requests.push({ path, body: logged, auth })
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))

    if (path === '/token') {
      if (body.Username !== credentials.username || body.Password !== credentials.password) {
        return send(response, 401)
      }
      const token = `mkt-${randomBytes(8).toString('hex')}`
      marketplaceTokens.add(token)
      return send(response, 200, { token })
    }
    if (path === '/v1/admin/clients/token') {
      if (auth !== 'marketplace') return send(response, 401)
      if (body.ClientId !== credentials.clientId) return send(response, 403)
      const token = `cli-${randomBytes(8).toString('hex')}`
      clientTokens.set(token, Date.now() + tokenLifetimeMs)
      return send(response, 200, { token })
    }
    if (auth !== 'client') return send(response, 401)
    const failure = failures.shift()
    if (failure === 500) return send(response, 500, { Message: 'An error has occurred.' })
    if (failure === 429) {
      response.writeHead(429, { 'retry-after': '0' }).end()
      return
    }
    if (failure === 401) return send(response, 401)
    if (failure === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Maintenance</html>')
      return
    }
    if (failure === 'invalid-request') {
      return send(response, 200, {
        isValidRequest: false,
        validationErrors: [{ message: 'The request is not valid', code: 'InvalidRequest' }],
      })
    }
    switch (path) {
      case '/v1/estates/list':
        return send(response, 200, listEstates(body))
      case '/v1/admin/representatives/list':
        return send(response, 200, {
          ...(representatives.length > 0 ? { representatives } : {}),
          totalCount: representatives.length,
          isValidRequest: true,
        })
      case '/v1/contacts/upsert':
        return upsertContact(body, response)
      default:
        return send(response, 404, { Message: `No resource matches ${path}` })
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        response.writeHead(500).end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

  return {
    /** The API root to configure as the connector's base URL. */
    url: base,
    /** The user name, password and client id the fake accepts. */
    credentials,
    /** Every call received, in order (bodies without the password). */
    requests,
    /** The bodies of accepted `v1/contacts/upsert` calls. */
    leads,
    /** The estate as stored (tests read it back, or change it and `upsert` it again). */
    estate: (id: number) => estates.get(id),
    /** Adds or replaces an estate, as changed now unless it carries its own updateDateTime. */
    upsert(estate: FakeWhiseEstate, { touch = true } = {}) {
      estates.set(estate.id, touch ? { ...estate, updateDateTime: whiseNow() } : estate)
    },
    /** Takes an estate off the list, as Whise's deletion does (status 6). */
    remove(id: number) {
      const estate = estates.get(id)
      if (estate) estates.set(id, { ...estate, status: { id: 6 }, updateDateTime: whiseNow() })
    },
    /** The next data calls (not the token calls) fail this way, in order. */
    failNext(...next: FakeWhiseFailure[]) {
      failures.push(...next)
    },
    /** Every answer waits this long. */
    setDelay(ms: number) {
      delayMs = ms
    },
    /** Makes every client token issued so far invalid (as when they expire). */
    expireTokens() {
      clientTokens.clear()
    },
    setTokenLifetime(ms: number) {
      tokenLifetimeMs = ms
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeWhise = Awaited<ReturnType<typeof startFakeWhise>>
