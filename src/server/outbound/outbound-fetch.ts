import {
  request as httpRequest,
  STATUS_CODES,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { OutboundError } from './outbound-error'
import { checkTarget, type CheckedTarget, type TargetOptions } from './outbound-target'

export type OutboundRequest = TargetOptions & {
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  body?: string
  /** Redirects followed, each hop checked as the first was; with 0 a 3xx is returned as it is. */
  maxRedirects?: number
  /** For the whole exchange: every hop's lookup, connection, answer and body. */
  timeoutMs?: number
  /** The longest body read; a longer one fails the request. 0 drops the body unread. */
  maxBytes?: number
}

export type OutboundResponse = {
  status: number
  headers: IncomingHttpHeaders
  body: Uint8Array
  /** The URL that answered, after redirects. */
  url: string
}

/** A status as the back office may show it: the code and its standard name, never the body. */
export const statusLine = (status: number) =>
  `HTTP ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`

const redirectStatuses = new Set([301, 302, 303, 307, 308])

/** Answers the address already checked, whatever is asked: the connection makes no lookup. */
function pinned({ address, family }: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }
}

type Hop = { method: string; headers: Record<string, string>; body?: string }

function send(target: CheckedTarget, hop: Hop, signal: AbortSignal): Promise<IncomingMessage> {
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = request(target.url, {
      method: hop.method,
      headers: hop.headers,
      signal,
      // For a host name only: an IP literal is connected to as it is, and was checked as such.
      lookup: pinned(target),
      agent: false,
    })
    outgoing.once('response', resolve)
    outgoing.on('error', reject)
    outgoing.end(hop.body)
  })
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => {
    response.destroy()
    return new OutboundError('too-large', `the answer is larger than ${maxBytes} bytes`)
  }
  if (maxBytes === 0) {
    response.destroy()
    return new Uint8Array()
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength
    // A missing or lying Content-Length must not let a huge body fill the memory.
    if (size > maxBytes) throw tooLarge()
    chunks.push(chunk)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/** Rejects when `signal` aborts, for the steps (a DNS lookup) that take no signal. */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** The request the next hop makes: 303, and 301/302 after a POST, become a GET without body. */
function redirected(hop: Hop, status: number, from: URL, to: URL): Hop {
  const headers = { ...hop.headers }
  if (to.origin !== from.origin) {
    delete headers.authorization
    delete headers.cookie
  }
  if (status === 303 || ((status === 301 || status === 302) && hop.method === 'POST')) {
    delete headers['content-type']
    delete headers['content-length']
    return { method: 'GET', headers }
  }
  return { ...hop, headers }
}

function failure(error: unknown, signal: AbortSignal, timeoutMs: number): OutboundError {
  if (error instanceof OutboundError) return error
  if (signal.aborted) return new OutboundError('timeout', `no answer within ${timeoutMs / 1000} s`)
  return new OutboundError('network', error instanceof Error ? error.message : String(error))
}

/**
 * The one way the server requests a URL that a person or a feed supplied (a CRM webhook, a feed's
 * photo): every hop's host is checked and connected to at the address checked
 * (outbound-target.ts), at most `maxRedirects` redirects are followed, and the time and the
 * body's size are capped. The body is for the caller's use, never for a screen: show a failure
 * with `statusLine` or the error's message.
 */
export async function outboundFetch(
  input: string,
  options: OutboundRequest = {},
): Promise<OutboundResponse> {
  const { maxRedirects = 3, timeoutMs = 15_000, maxBytes = 1024 * 1024 } = options
  if (!URL.canParse(input)) throw new OutboundError('refused', 'refused: not a URL')
  const headers = Object.fromEntries(
    Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  )
  let hop: Hop = { method: options.method ?? 'GET', headers, body: options.body }
  let url = new URL(input)
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await beforeDeadline(checkTarget(url, options), signal)
      const response = await send(target, hop, signal)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (maxRedirects > 0 && redirectStatuses.has(status) && location) {
        response.destroy()
        if (redirects === maxRedirects)
          throw new OutboundError('redirects', `more than ${maxRedirects} redirects`)
        if (!URL.canParse(location, url))
          throw new OutboundError('refused', 'refused: a redirect to something not a URL')
        const next = new URL(location, url)
        hop = redirected(hop, status, url, next)
        url = next
        continue
      }
      const body = await readBody(response, maxBytes)
      return { status, headers: response.headers, body, url: url.href }
    }
  } catch (error) {
    throw failure(error, signal, timeoutMs)
  }
}
