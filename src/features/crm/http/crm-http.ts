import { setTimeout as sleep } from 'node:timers/promises'
import { outboundFetch, statusLine, type OutboundResponse } from '@/server/outbound/outbound-fetch'
import { OutboundError } from '@/server/outbound/outbound-error'
import { CrmError } from '@/features/crm/crm-error'

export type CrmRequest = {
  method?: 'GET' | 'POST' | 'PUT'
  url: string
  headers?: Record<string, string>
  body?: string
  /**
   * What the request is, for errors and logs instead of its URL (Omnicasa's URL carries the
   * password): `GetPropertyList`, `POST /v1/estates/list`.
   */
  label: string
  timeoutMs?: number
  maxBytes?: number
}

export type CrmHttpOptions = {
  /** Attempts after the first on 429, 5xx, a timeout or a network error. */
  retries?: number
  /** The first wait; each next one doubles, up to `maxDelayMs` (a 429's Retry-After wins). */
  baseDelayMs?: number
  maxDelayMs?: number
  timeoutMs?: number
}

export type CrmHttp = {
  /**
   * Sends a request, retrying with backoff what a later attempt may cure. Returns any answer
   * below 500 but 429 (the connector reads 401, 404 and 422 itself); throws CrmError otherwise.
   */
  request(request: CrmRequest): Promise<OutboundResponse>
  /** `request`, then the body as JSON; a body that is not JSON is `invalid-response`. */
  json(request: CrmRequest): Promise<{ status: number; body: unknown }>
}

const defaults = { retries: 4, baseDelayMs: 1_000, maxDelayMs: 30_000, timeoutMs: 30_000 }

/** Seconds or an HTTP date (RFC 9110 §10.2.3), as milliseconds from now; null when unreadable. */
function retryAfterMs(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return null
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1_000
  const date = Date.parse(text)
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now())
}

function transportError(error: OutboundError, label: string): CrmError {
  if (error.code === 'timeout') {
    return new CrmError('timeout', `${label}: the CRM did not answer in time`, { label })
  }
  return new CrmError('unreachable', `${label}: ${error.message}`, {
    label,
    detail: error.message,
  })
}

export function createCrmHttp(options: CrmHttpOptions = {}): CrmHttp {
  const { retries, baseDelayMs, maxDelayMs, timeoutMs } = { ...defaults, ...options }
  const delay = (attempt: number) => Math.min(maxDelayMs, baseDelayMs * 2 ** attempt)

  async function request(crm: CrmRequest): Promise<OutboundResponse> {
    const { label } = crm
    for (let attempt = 0; ; attempt++) {
      let failure: CrmError
      let wait = delay(attempt)
      try {
        const response = await outboundFetch(crm.url, {
          method: crm.method ?? 'GET',
          headers: crm.headers,
          body: crm.body,
          timeoutMs: crm.timeoutMs ?? timeoutMs,
          maxBytes: crm.maxBytes ?? 20 * 1024 * 1024,
          maxRedirects: 0,
        })
        if (response.status === 429) {
          failure = new CrmError('rate-limited', `${label}: ${statusLine(429)}`, { label })
          wait = Math.min(maxDelayMs, retryAfterMs(response.headers['retry-after']) ?? wait)
        } else if (response.status >= 500) {
          failure = new CrmError('server', `${label}: ${statusLine(response.status)}`, {
            label,
            status: response.status,
          })
        } else return response
      } catch (error) {
        if (!(error instanceof OutboundError)) throw error
        // A refused address will be refused again: no retry.
        if (error.code === 'refused') throw transportError(error, label)
        failure = transportError(error, label)
      }
      if (attempt >= retries) throw failure
      await sleep(wait)
    }
  }

  return {
    request,
    async json(crm) {
      const response = await request({
        ...crm,
        headers: { accept: 'application/json', ...crm.headers },
      })
      const text = Buffer.from(response.body).toString('utf8')
      try {
        return { status: response.status, body: text ? JSON.parse(text) : null }
      } catch {
        throw new CrmError('invalid-response', `${crm.label}: the answer is not JSON`, {
          label: crm.label,
        })
      }
    },
  }
}
