import type { CrmSettings } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import type { CrmHttp } from '@/features/crm/http/crm-http'
import { whisePaths, whiseTokenLifetimeMs, whiseTokenMarginMs } from './whise-fields'

export type WhiseAnswer = Record<string, unknown>

/** One page of a collection: its rows and the total Whise announced (when it did). */
export type WhisePage = { rows: unknown[]; totalCount: number | null }

export type WhiseClient = {
  /** Gets fresh tokens (both steps), whatever is cached: the connection test. */
  authenticate(): Promise<void>
  /** A data call with the client token; the answer after the envelope checks. */
  call(path: string, body: Record<string, unknown>): Promise<WhiseAnswer>
  /** A collection, page by page (`Page {Limit, Offset}`, offset in rows, §2.2). */
  pages(
    path: string,
    key: string,
    body: Record<string, unknown>,
    pageSize: number,
  ): AsyncGenerator<WhisePage>
}

export type WhiseClientOptions = {
  settings: CrmSettings
  http: CrmHttp
  now?: () => number
  /** Told when Whise accepted a request but ignored part of it (its validationErrors, §2.2). */
  warn?: (message: string) => void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The messages of `validationErrors`, or of an ASP.NET error body (Message, ExceptionMessage). */
function reasonOf(body: unknown): string {
  if (!isRecord(body)) return ''
  const errors = Array.isArray(body.validationErrors) ? body.validationErrors : []
  const messages = errors
    .map((error) => (isRecord(error) ? [error.code, error.message].filter(Boolean).join(': ') : ''))
    .filter(Boolean)
  if (messages.length > 0) return messages.join('; ').slice(0, 300)
  const message = [body.Message, body.ExceptionMessage, body.MessageDetail].find(
    (part) => typeof part === 'string' && part !== '',
  )
  return typeof message === 'string' ? message.slice(0, 300) : ''
}

/** When a token stops working: a JWT's `exp` if it has one, else the assumed lifetime (§2.1). */
export function tokenExpiry(token: string, now: number): number {
  const payload = token.split('.')[1]
  if (payload) {
    try {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      if (isRecord(claims) && typeof claims.exp === 'number') return claims.exp * 1000
    } catch {
      // Not a JWT: the assumed lifetime applies.
    }
  }
  return now + whiseTokenLifetimeMs
}

function setting(settings: CrmSettings, name: 'username' | 'password' | 'clientId'): string {
  const value = settings[name]?.trim()
  if (!value) {
    throw new CrmError('not-configured', `Whise needs its ${name}`, { setting: name })
  }
  return value
}

/** Whise's ids are numbers; a configured id made of digits is sent as one. */
const numericId = (value: string): number | string => (/^\d+$/.test(value) ? Number(value) : value)

export function createWhiseClient(options: WhiseClientOptions): WhiseClient {
  const { settings, http, now = Date.now, warn = () => {} } = options
  const root = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`
  let cached: { token: string; expiresAt: number } | null = null
  let pending: Promise<string> | null = null

  async function post(path: string, body: unknown, bearer: string | null) {
    return http.json({
      method: 'POST',
      url: new URL(path, root).toString(),
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
      label: `POST /${path}`,
    })
  }

  async function requestToken(path: string, body: unknown, bearer: string | null, what: string) {
    const answer = await post(path, body, bearer)
    if (answer.status === 401 || answer.status === 403) {
      throw new CrmError('auth', `Whise refused ${what}`, { status: answer.status })
    }
    if (answer.status >= 400) {
      throw new CrmError(
        'refused',
        `POST /${path}: HTTP ${answer.status} ${reasonOf(answer.body)}`,
        {
          status: answer.status,
          detail: reasonOf(answer.body),
        },
      )
    }
    const token = isRecord(answer.body) ? answer.body.token : null
    if (typeof token !== 'string' || token === '') {
      throw new CrmError('invalid-response', `POST /${path}: the answer has no token`)
    }
    return token
  }

  // Two steps (§2.1): the marketplace user's token, then the agency's (client's) token with it.
  async function freshToken(): Promise<string> {
    const username = setting(settings, 'username')
    const password = setting(settings, 'password')
    const clientId = setting(settings, 'clientId')
    const marketplace = await requestToken(
      whisePaths.marketplaceToken,
      { Username: username, Password: password },
      null,
      'the user name or password',
    )
    const officeId = settings.officeId?.trim()
    const client = await requestToken(
      whisePaths.clientToken,
      { ClientId: numericId(clientId), ...(officeId ? { OfficeId: numericId(officeId) } : {}) },
      marketplace,
      'the client (agency) id or office id',
    )
    cached = { token: client, expiresAt: tokenExpiry(client, now()) }
    return client
  }

  function token(): Promise<string> {
    if (cached && now() < cached.expiresAt - whiseTokenMarginMs)
      return Promise.resolve(cached.token)
    // Calls made at once share one renewal.
    pending ??= freshToken().finally(() => {
      pending = null
    })
    return pending
  }

  async function call(path: string, body: Record<string, unknown>): Promise<WhiseAnswer> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await token()
      const answer = await post(path, body, bearer)
      if (answer.status === 401 && attempt === 0) {
        // Revoked or expired early: one renewal, then the call again.
        if (cached?.token === bearer) cached = null
        continue
      }
      if (answer.status === 401 || answer.status === 403) {
        throw new CrmError('auth', `POST /${path}: Whise refused the token`, {
          status: answer.status,
        })
      }
      if (answer.status === 404) {
        throw new CrmError('invalid-response', `POST /${path}: HTTP 404`, { status: 404 })
      }
      if (answer.status >= 400) {
        const detail = reasonOf(answer.body)
        throw new CrmError('refused', `POST /${path}: HTTP ${answer.status} ${detail}`, {
          status: answer.status,
          detail,
        })
      }
      if (!isRecord(answer.body)) {
        throw new CrmError('invalid-response', `POST /${path}: the answer is not a JSON object`)
      }
      // §2.2: a request Whise rejects still comes back as HTTP 200.
      if (answer.body.isValidRequest === false) {
        const detail = reasonOf(answer.body) || 'invalid request'
        throw new CrmError('refused', `POST /${path}: ${detail}`, { detail })
      }
      if (Array.isArray(answer.body.validationErrors) && answer.body.validationErrors.length > 0) {
        warn(`POST /${path}: Whise ignored part of the request: ${reasonOf(answer.body)}`)
      }
      return answer.body
    }
  }

  async function* pages(
    path: string,
    key: string,
    body: Record<string, unknown>,
    pageSize: number,
  ): AsyncGenerator<WhisePage> {
    for (let offset = 0; ;) {
      const answer = await call(path, { ...body, Page: { Limit: pageSize, Offset: offset } })
      // §2.2: the key is left out when there are no rows.
      const rows = answer[key] ?? []
      if (!Array.isArray(rows)) {
        throw new CrmError('invalid-response', `POST /${path}: "${key}" is not a list`)
      }
      const totalCount = typeof answer.totalCount === 'number' ? answer.totalCount : null
      yield { rows, totalCount }
      offset += rows.length
      if (rows.length === 0 || rows.length < pageSize) return
      if (totalCount !== null && offset >= totalCount) return
    }
  }

  return {
    async authenticate() {
      cached = null
      await token()
    },
    call,
    pages,
  }
}
