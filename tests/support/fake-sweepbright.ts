import { createHmac, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import type { CrmSettings } from '@/features/crm/connector'

// A stand-in for SweepBright's Website API (reference §6.3): OAuth client credentials, the
// version header, GET estates/{id} with signed image URLs that change on every fetch, PUT
// estates/{id}/url, the three lead calls, and a webhook sender that signs what it posts.

/** An estate as SweepBright sends it (reference §3.3); only `id` is required here. */
export type FakeEstate = { id: string } & Record<string, unknown>

export type FakeFailure = 'server' | 'rate-limit' | 'not-json' | 'unauthorized'

export type FakeSweepBrightOptions = {
  clientId?: string
  clientSecret?: string
  apiVersion?: string
  /** `expires_in` of the tokens it hands out. */
  tokenSeconds?: number
  /** An estate is 404 once its last webhook is older than this (§3.2: about an hour). */
  fetchWindowMs?: number
  /** The fake's clock (tokens, fetch window); tests move it. */
  now?: () => number
  companyId?: string
}

export type FakeLead = { path: string; estateId: string | null; body: Record<string, unknown> }
export type FakeRequest = { method: string; path: string; status: number }

const samples = new URL('./crm-samples/sweepbright/', import.meta.url)
const readSample = (name: string): FakeEstate =>
  JSON.parse(readFileSync(new URL(name, samples), 'utf8')) as FakeEstate

/** The house of the samples (`estate.json`), a fresh copy each time. */
export const sampleEstate = () => readSample('estate.json')
/** The project with two units of the samples (`estate-project-with-units.json`). */
export const sampleProject = () => readSample('estate-project-with-units.json')

const belgianTowns = [
  ['2800', 'Mechelen'],
  ['9000', 'Gent'],
  ['3000', 'Leuven'],
  ['1050', 'Ixelles'],
  ['8000', 'Brugge'],
  ['4000', 'Liège'],
] as const

/**
 * A generated listing, cheap enough to seed thousands (the bench's 2,000 × 3 photos): estate
 * `n` has a stable id, three images and a price that `revision` changes.
 */
export function buildEstate(n: number, overrides: Record<string, unknown> = {}): FakeEstate {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
  const [zip, city] = belgianTowns[n % belgianTowns.length]!
  const images = [1, 2, 3].map((ordinal) => ({
    id: `image-${n}-${ordinal}`,
    filename: `photo-${ordinal}.jpg`,
    description: `Photo ${ordinal}`,
    // Replaced by a newly signed URL on every fetch from the fake.
    url: `https://media.sweepbright.example/image-${n}-${ordinal}.jpg`,
    url_expires_on: null,
    ordinal,
  }))
  return {
    id,
    is_project: false,
    project_id: null,
    type: n % 2 === 0 ? 'house' : 'apartment',
    sub_type: null,
    negotiation: n % 5 === 0 ? 'let' : 'sale',
    status: 'available',
    description_title: { nl: `Woning ${n} in ${city}`, fr: `Bien ${n} à ${city}` },
    description: { nl: `Beschrijving van woning ${n}.`, fr: `Description du bien ${n}.` },
    bedrooms: 1 + (n % 4),
    bathrooms: 1,
    sizes: { liveable_area: { size: 60 + (n % 140), unit: 'sq_m' } },
    location: {
      street: 'Teststraat',
      number: String(1 + (n % 200)),
      box: '',
      postal_code: zip,
      city,
      country: 'BE',
      hidden: false,
      geo: { latitude: 50.8 + (n % 50) / 100, longitude: 4.3 + (n % 50) / 100 },
    },
    price: { amount: n % 5 === 0 ? 900 + n : 200_000 + n * 100, currency: 'EUR', hidden: false },
    images,
    plans: [],
    documents: [],
    settings: { reference: `SB-${n}` },
    ...overrides,
  }
}

/** X-Hook-Signature of a body (reference §3.2): lowercase hex HMAC-SHA1 with the client secret. */
export function signWebhook(body: string | Uint8Array, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex')
}

/** A JPEG made distinct per image id by a comment segment, so each photo is stored as its own. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'utf8')
  const length = Buffer.from([(text.length + 2) >> 8, (text.length + 2) & 0xff])
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ])
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startFakeSweepBright(options: FakeSweepBrightOptions = {}) {
  const clientId = options.clientId ?? 'fake-client'
  const clientSecret = options.clientSecret ?? 'fake-secret'
  const apiVersion = options.apiVersion ?? '20241030'
  const tokenSeconds = options.tokenSeconds ?? 3_600
  const fetchWindowMs = options.fetchWindowMs ?? 60 * 60_000
  const now = options.now ?? Date.now
  const companyId = options.companyId ?? '9b2e4f10-3c5d-4a7e-b812-6d0f1a2b3c4d'
  const versionType = `application/vnd.sweepbright.v${apiVersion}+json`

  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#4a7a9c' },
  })
    .jpeg()
    .toBuffer()

  const estates = new Map<string, FakeEstate>()
  const webhookAt = new Map<string, number>()
  const tokens = new Map<string, number>()
  const failures: FakeFailure[] = []
  let delayMs = 0
  let leadRefusal: Record<string, string[]> | null = null
  let estateFetches = 0
  let tokensIssued = 0
  const requests: FakeRequest[] = []
  const leads: FakeLead[] = []
  const reportedUrls = new Map<string, string>()
  const mediaRequests: string[] = []
  let origin = ''

  function send(response: ServerResponse, status: number, body?: unknown, type = versionType) {
    if (body === undefined) {
      response.writeHead(status)
      response.end()
      return
    }
    response.writeHead(status, { 'content-type': type })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

  /** The estate as a fetch returns it: media URLs newly signed, as SweepBright's expire. */
  function signedCopy(estate: FakeEstate): FakeEstate {
    estateFetches++
    const copy = structuredClone(estate)
    const expires = Math.floor(now() / 1000) + 3_600
    const sign = (item: Record<string, unknown>) => {
      const name = String(item.filename ?? 'file.jpg')
      const extension = /\.png$/i.test(name) ? 'png' : /\.pdf$/i.test(name) ? 'pdf' : 'jpg'
      item.url = `${origin}/media/${String(item.id)}.${extension}?X-Expires=${expires}&X-Signature=${estateFetches}`
      item.url_expires_on = new Date(expires * 1000).toISOString()
    }
    const signAll = (target: Record<string, unknown>) => {
      for (const list of ['images', 'plans', 'documents']) {
        const media = target[list]
        if (Array.isArray(media)) media.forEach((item) => sign(item as Record<string, unknown>))
      }
    }
    signAll(copy)
    if (Array.isArray(copy.properties)) {
      copy.properties.forEach((unit) => signAll(unit as Record<string, unknown>))
    }
    return copy
  }

  function authorised(request: IncomingMessage): boolean {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
    const expiresAt = match ? tokens.get(match[1]!) : undefined
    return expiresAt !== undefined && expiresAt > now()
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const raw = (await readBody(request)).toString('utf8')
    const form = (request.headers['content-type'] ?? '').includes('application/json')
      ? (JSON.parse(raw || '{}') as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw))
    if (
      form.grant_type !== 'client_credentials' ||
      form.client_id !== clientId ||
      form.client_secret !== clientSecret
    ) {
      return send(
        response,
        401,
        { error: 'invalid_client', error_description: 'Client authentication failed' },
        'application/json',
      )
    }
    const value = `sb-${randomUUID()}`
    tokens.set(value, now() + tokenSeconds * 1000)
    tokensIssued++
    return send(
      response,
      200,
      { token_type: 'Bearer', expires_in: tokenSeconds, access_token: value },
      'application/json',
    )
  }

  async function lead(
    path: string,
    estateId: string | null,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<
      string,
      unknown
    >
    if (estateId !== null && !estates.has(estateId))
      return send(response, 404, { message: 'Not found' })
    const errors =
      leadRefusal ??
      (typeof body.email === 'string' && body.email
        ? null
        : { email: ['The email field is required.'] })
    if (errors) return send(response, 422, { message: 'The given data was invalid.', errors })
    leads.push({ path, estateId, body })
    return send(response, 201)
  }

  async function api(path: string, request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'POST' && path === 'oauth/token') return token(request, response)
    if (!authorised(request))
      return send(response, 401, { message: 'Unauthenticated.' }, 'application/json')
    if (request.headers.accept !== versionType) {
      return send(response, 406, { message: `Accept ${versionType}` }, 'application/json')
    }
    const estate = /^estates\/([^/]+)$/.exec(path)
    if (estate && request.method === 'GET') {
      const id = decodeURIComponent(estate[1]!)
      const found = estates.get(id)
      const hookedAt = webhookAt.get(id)
      if (!found || (hookedAt !== undefined && now() - hookedAt > fetchWindowMs)) {
        return send(response, 404, { message: 'Not found' })
      }
      return send(response, 200, signedCopy(found))
    }
    const url = /^estates\/([^/]+)\/url$/.exec(path)
    if (url && request.method === 'PUT') {
      const id = decodeURIComponent(url[1]!)
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as {
        url?: unknown
      }
      if (!estates.has(id)) return send(response, 404, { message: 'Not found' })
      if (typeof body.url !== 'string') {
        return send(response, 422, { errors: { url: ['The url field is required.'] } })
      }
      reportedUrls.set(id, body.url)
      return send(response, 204)
    }
    const estateContacts = /^estates\/([^/]+)\/contacts$/.exec(path)
    if (estateContacts && request.method === 'POST') {
      return lead(path, decodeURIComponent(estateContacts[1]!), request, response)
    }
    if ((path === 'contacts' || path === 'contacts/owners') && request.method === 'POST') {
      return lead(path, null, request, response)
    }
    return send(response, 404, { message: 'Not found' })
  }

  function media(path: string, response: ServerResponse) {
    const match = /^\/media\/([^/.]+)\.(jpg|png|pdf)$/.exec(path)
    if (!match) return send(response, 404, 'not found', 'text/plain')
    mediaRequests.push(match[1]!)
    response.writeHead(200, { 'content-type': 'image/jpeg' })
    response.end(withComment(photo, match[1]!))
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const record = () =>
      requests.push({ method: request.method ?? '', path, status: response.statusCode })
    response.on('finish', record)
    const handle = async () => {
      if (path.startsWith('/media/')) return media(path, response)
      if (!path.startsWith('/api/')) return send(response, 404, 'not found', 'text/plain')
      if (delayMs > 0) {
        const wait = delayMs
        delayMs = 0
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
      const failure = failures.shift()
      if (failure === 'server')
        return send(response, 500, { message: 'Server Error' }, 'application/json')
      if (failure === 'rate-limit') {
        response.writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' })
        return response.end('{"message":"Too Many Attempts."}')
      }
      if (failure === 'not-json')
        return send(response, 200, '<html>maintenance</html>', 'text/html')
      if (failure === 'unauthorized')
        return send(response, 401, { message: 'Unauthenticated.' }, 'application/json')
      return api(path.slice('/api/'.length), request, response)
    }
    handle().catch((error: unknown) => send(response, 500, String(error), 'text/plain'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    /** The API root to configure (`CrmSettings.baseUrl`). */
    url: `${origin}/api/`,
    origin,
    clientId,
    clientSecret,
    companyId,
    /** Settings a connector needs to talk to this fake. */
    settings(overrides: Partial<CrmSettings> = {}): CrmSettings {
      return {
        provider: 'sweepbright',
        baseUrl: `${origin}/api/`,
        username: null,
        password: null,
        clientId,
        clientSecret,
        officeId: null,
        ...overrides,
      }
    },
    /** Adds or replaces an estate (a project carries its units in `properties`). */
    upsert(estate: FakeEstate) {
      estates.set(estate.id, structuredClone(estate))
    },
    remove(id: string) {
      estates.delete(id)
    },
    estate: (id: string) => estates.get(id),
    /** Every request, without headers or bodies (no secrets): method, path, status. */
    requests,
    /** Lead bodies SweepBright accepted, with the call and the estate they were posted on. */
    leads,
    /** The site URL each estate was told (PUT estates/{id}/url). */
    reportedUrls,
    /** Image ids whose bytes were downloaded, once per download. */
    mediaRequests,
    get tokensIssued() {
      return tokensIssued
    },
    /** The next `count` API calls fail this way (token calls included), then all is well. */
    failNext(count: number, failure: FakeFailure) {
      for (let i = 0; i < count; i++) failures.push(failure)
    },
    /** The next API call waits this long before answering. */
    delayNext(ms: number) {
      delayMs = ms
    },
    /** Every token handed out so far is refused from now on (as after their expiry). */
    expireTokens() {
      tokens.clear()
    },
    /** Lead calls answer 422 with these errors until `refuseLeads(null)`. */
    refuseLeads(errors: Record<string, string[]> | null) {
      leadRefusal = errors
    },
    /**
     * Posts a webhook to `target` as SweepBright does: compact JSON, `X-Hook-Signature` over the
     * raw bytes with the client secret (or `signWith`), and starts the estate's fetch window.
     */
    async sendWebhook(
      target: string,
      event: {
        event: 'estate-added' | 'estate-updated' | 'estate-deleted'
        estateId: string
        happenedAt?: string
      },
      sending: { signWith?: string; signature?: string } = {},
    ) {
      const body = JSON.stringify({
        event: event.event,
        estate_id: event.estateId,
        happened_at:
          event.happenedAt ?? new Date(now()).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        company_id: companyId,
      })
      webhookAt.set(event.estateId, now())
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hook-signature':
            sending.signature ?? signWebhook(body, sending.signWith ?? clientSecret),
        },
        body,
      })
      return { status: response.status, text: await response.text(), body }
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeSweepBright = Awaited<ReturnType<typeof startFakeSweepBright>>
