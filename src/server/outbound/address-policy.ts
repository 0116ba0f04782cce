import ipaddr from 'ipaddr.js'
import { envSchema } from '@/lib/env-schema'

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]

/** The non-public ranges an operator opened with OUTBOUND_ALLOW_PRIVATE (addresses or CIDRs). */
export type AllowList = readonly Range[]

// IPv6 addresses outside 2000::/3 are not global unicast (IPv4-compatible ::a.b.c.d, NAT64
// 64:ff9b::/96, discard-only 100::/64, …); ipaddr.js names only some of them.
const globalUnicast6 = ipaddr.IPv6.parseCIDR('2000::/3')

/** Parses allow-list entries the env schema already validated: `a.b.c.d`, `a.b.c.d/n`, `::1/128`. */
export function allowList(entries: readonly string[]): AllowList {
  return entries.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry)
    const address = ipaddr.parse(entry)
    return [address, address.kind() === 'ipv4' ? 32 : 128]
  })
}

/** OUTBOUND_ALLOW_PRIVATE as this process has it now (read at each call: it is a short list). */
export function allowListFromEnv(): AllowList {
  const value = process.env.OUTBOUND_ALLOW_PRIVATE || undefined
  return allowList(envSchema.shape.OUTBOUND_ALLOW_PRIVATE.parse(value) ?? [])
}

/**
 * Why a server-side request must not go to `address` (an IP literal, v4 or v6), or null when it
 * may: a public unicast address, or one inside the allow-list. An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it maps. Every other range ipaddr.js knows (loopback, private,
 * link-local, unique-local, multicast, unspecified, carrier-grade NAT, broadcast, reserved,
 * documentation, 6to4 and Teredo tunnels that embed an IPv4 address, …) is refused.
 */
export function addressRefusal(address: string, allowed: AllowList): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`
  const parsed = ipaddr.process(address)
  if (allowed.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits)))
    return null
  const range = parsed.range()
  if (range !== 'unicast') return `${parsed.toString()} is a ${range} address, not a public one`
  if (parsed.kind() === 'ipv6' && !parsed.match(globalUnicast6))
    return `${parsed.toString()} is not a global unicast address`
  return null
}
