import type { IncomingMessage } from 'node:http'

/**
 * The visitor's address for rate limits. Behind a trusted reverse proxy it is the last address the
 * proxy appended to X-Forwarded-For; otherwise the socket's, because anyone can send that header.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for']
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const last = list[list.length - 1]
    if (last) return last
  }
  return req.socket.remoteAddress ?? 'unknown'
}
