import { CrmError } from '@/features/crm/crm-error'
import type { CrmSettings } from '@/features/crm/connector'
import type { CrmHttp } from '@/features/crm/http/crm-http'
import {
  defaultTokenSeconds,
  sweepBrightAccept,
  sweepBrightPaths,
  tokenMarginSeconds,
} from './sweepbright-fields'

export type SweepBrightClientOptions = {
  settings: CrmSettings
  http: CrmHttp
  /** The clock the token's lifetime is measured with (tests move it). */
  now?: () => number
}

export type SweepBrightAnswer = { status: number; body: unknown }

export type SweepBrightClient = {
  /** A fresh token, whatever is cached: what `testConnection` proves. */
  authenticate(): Promise<void>
  /**
   * An API call with the bearer token and the version header. A 401/403 fetches a new token and
   * tries once more; returns any other answer below 500 (the caller reads 404 and 422).
   */
  call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<SweepBrightAnswer>
}

type Token = { value: string; validUntil: number }

function setting(settings: CrmSettings, name: 'clientId' | 'clientSecret'): string {
  const value = settings[name]
  if (!value) {
    throw new CrmError('not-configured', `SweepBright needs its ${name}`, { setting: name })
  }
  return value
}

/** The short reason of an OAuth refusal (`error_description`, which the fw4 client reads). */
function oauthReason(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error_description: description, error } = body as Record<string, unknown>
    if (typeof description === 'string') return description.slice(0, 200)
    if (typeof error === 'string') return error.slice(0, 200)
  }
  return 'the credentials were refused'
}

/** A call's name for errors and logs: the path without the estate's id. */
const labelOf = (method: string, path: string) =>
  `${method} ${path.replace(/^estates\/[^/]+/, 'estates/{id}')}`

export function createSweepBrightClient(options: SweepBrightClientOptions): SweepBrightClient {
  const { settings, http } = options
  const now = options.now ?? Date.now
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`
  let token: Token | null = null

  async function requestToken(): Promise<Token> {
    const label = `POST ${sweepBrightPaths.token}`
    const answer = await http.json({
      method: 'POST',
      url: new URL(sweepBrightPaths.token, base).href,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: setting(settings, 'clientId'),
        client_secret: setting(settings, 'clientSecret'),
      }),
      label,
    })
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      const detail = oauthReason(answer.body)
      throw new CrmError('auth', `${label}: ${detail}`, { label, detail })
    }
    const body = answer.body as Record<string, unknown> | null
    const accessToken = body?.access_token
    if (answer.status !== 200 || typeof accessToken !== 'string' || !accessToken) {
      throw new CrmError('invalid-response', `${label}: no access token in the answer`, { label })
    }
    const seconds =
      typeof body?.expires_in === 'number' && body.expires_in > 0
        ? body.expires_in
        : defaultTokenSeconds
    // A short-lived token keeps at least half its life as margin rather than none.
    const margin = Math.min(tokenMarginSeconds, seconds / 2)
    return { value: accessToken, validUntil: now() + (seconds - margin) * 1_000 }
  }

  async function currentToken(): Promise<string> {
    if (!token || now() >= token.validUntil) token = await requestToken()
    return token.value
  }

  async function send(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown) {
    const headers: Record<string, string> = {
      accept: sweepBrightAccept,
      authorization: `Bearer ${await currentToken()}`,
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    return http.json({
      method,
      url: new URL(path, base).href,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      label: labelOf(method, path),
    })
  }

  return {
    async authenticate() {
      token = await requestToken()
    },
    async call(method, path, body) {
      let answer = await send(method, path, body)
      if (answer.status === 401 || answer.status === 403) {
        token = null
        answer = await send(method, path, body)
        if (answer.status === 401 || answer.status === 403) {
          const label = labelOf(method, path)
          throw new CrmError('auth', `${label}: a new token was refused too`, { label })
        }
      }
      return answer
    },
  }
}
