import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Env } from '@/lib/env-schema'

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The host names a production site answers (PUBLIC_URL's and ALLOWED_HOSTS), or undefined when
 * every Host is answered: without NODE_ENV=production, on a developer's machine.
 */
export function acceptedHosts(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'ALLOWED_HOSTS'>) {
  if (env.NODE_ENV !== 'production' || !env.PUBLIC_URL) return undefined
  return new Set([new URL(env.PUBLIC_URL).hostname, ...(env.ALLOWED_HOSTS ?? [])])
}

function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined
  try {
    return new URL(`http://${host}`).hostname.replace(/\.$/, '')
  } catch {
    return undefined
  }
}

/**
 * Refuses a request for another host (421 Misdirected Request; 400 without a valid Host): a site
 * reached under a name it does not own is a DNS rebinding or a misrouted proxy, and its pages
 * would be cached and linked under that name. A request from this machine to localhost is
 * answered (Next fetches a server action's redirect target from itself), and so are /healthz and
 * /readyz, which orchestrators ask by address; they are answered before this check.
 */
export function refuseMisdirectedHost(
  req: IncomingMessage,
  res: ServerResponse,
  hosts: Set<string> | undefined,
): boolean {
  if (!hosts) return false
  const hostname = hostnameOf(req.headers.host)
  if (hostname && hosts.has(hostname)) return false
  if (
    hostname &&
    loopbackNames.has(hostname) &&
    loopbackAddresses.has(req.socket.remoteAddress ?? '')
  ) {
    return false
  }
  const status = hostname ? 421 : 400
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(
    hostname
      ? 'Misdirected request: this site does not answer for that host.\n'
      : 'Bad request: no valid Host header.\n',
  )
  return true
}
