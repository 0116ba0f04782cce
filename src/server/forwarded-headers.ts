import type { IncomingMessage } from 'node:http'

// What a reverse proxy says about the original request: scheme, host, port and client address.
const forwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
] as const

/**
 * Without TRUST_PROXY anyone can send these headers, so they are removed before anything reads
 * them: the scheme (Secure cookies, HSTS), the host (the page cache's key) and the address (rate
 * limits) then come from the connection itself. Next fills X-Forwarded-Proto and -Host back in from
 * the socket for its own use.
 */
export function dropUntrustedForwarding(req: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return
  for (const name of forwardingHeaders) delete req.headers[name]
}
