import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { dropUntrustedForwarding } from './forwarded-headers'

let close: (() => void) | undefined
afterEach(() => close?.())

/** The headers a handler sees after the filter, for a request that sends `sent`. */
async function seenHeaders(
  trustProxy: boolean,
  sent: Record<string, string>,
): Promise<IncomingHttpHeaders> {
  let seen: IncomingHttpHeaders = {}
  const server = createServer((req, res) => {
    dropUntrustedForwarding(req, trustProxy)
    seen = { ...req.headers }
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve, reject) => {
    request({ port, host: '127.0.0.1', headers: sent }, (res) => {
      res.resume()
      res.on('end', resolve)
    })
      .on('error', reject)
      .end()
  })
  return seen
}

const forged = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-port': '443',
  forwarded: 'for=203.0.113.9;proto=https',
}

describe('forwarding headers', () => {
  it('are dropped when no proxy is trusted, whoever sends them', async () => {
    const seen = await seenHeaders(false, { ...forged, 'user-agent': 'curl' })
    for (const name of Object.keys(forged)) expect(seen[name], name).toBeUndefined()
    expect(seen['user-agent']).toBe('curl')
  })

  it('are kept behind a trusted proxy', async () => {
    const seen = await seenHeaders(true, forged)
    expect(seen).toMatchObject(forged)
  })
})
