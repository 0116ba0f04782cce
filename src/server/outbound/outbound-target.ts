import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { addressRefusal, allowListFromEnv, type AllowList } from './address-policy'
import { OutboundError } from './outbound-error'

export type ResolvedAddress = { address: string; family: number }

/** Every address of a host name; the default asks the system resolver, as a connection would. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true })

export type TargetOptions = {
  resolve?: Resolver
  /** The non-public ranges that may be reached; by default OUTBOUND_ALLOW_PRIVATE's. */
  allowPrivate?: AllowList
}

/** The address a checked URL is connected to: no second lookup may answer differently. */
export type CheckedTarget = { url: URL; hostname: string; address: string; family: number }

const refused = (url: URL, reason: string) =>
  new OutboundError('refused', `refused ${url.host}: ${reason}`, url.host)

/**
 * Checks that `url` is http(s) and that its host, an IP literal or every address its name
 * resolves to, may be reached (address-policy.ts). The WHATWG URL parser has already turned
 * 127.1, 2130706433, 0x7f000001 and 0177.0.0.1 into 127.0.0.1.
 */
export async function checkTarget(url: URL, options: TargetOptions = {}): Promise<CheckedTarget> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('refused', `refused ${url.protocol} URL: only http and https`)
  const allowed = options.allowPrivate ?? allowListFromEnv()
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(hostname)
  let addresses: ResolvedAddress[]
  if (family) addresses = [{ address: hostname, family }]
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(hostname)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'lookup failed'
      throw new OutboundError('unresolved', `${hostname} cannot be resolved (${code})`)
    }
  }
  if (addresses.length === 0)
    throw new OutboundError('unresolved', `${hostname} cannot be resolved (no address)`)
  // One non-public answer refuses the name: a connection may pick any of them.
  for (const { address } of addresses) {
    const reason = addressRefusal(address, allowed)
    if (reason) throw refused(url, reason)
  }
  return { url, hostname, ...addresses[0]! }
}

/**
 * Why a URL someone is saving leads where the server must not go, or null. A name that does not
 * resolve now is not refused (a CRM's DNS may be down while it is configured): every delivery
 * checks again before it connects.
 */
export async function outboundUrlRefusal(
  url: string,
  options: TargetOptions = {},
): Promise<string | null> {
  if (!URL.canParse(url)) return 'not a URL'
  try {
    await checkTarget(new URL(url), options)
    return null
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'refused') return error.message
    if (error instanceof OutboundError && error.code === 'unresolved') return null
    throw error
  }
}
