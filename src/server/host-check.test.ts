import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env-schema'
import { acceptedHosts, refuseMisdirectedHost } from './host-check'

const production = parseEnv({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.agency.be',
  ALLOWED_HOSTS: 'agency.be',
})

let server: Server
let port: number

beforeAll(async () => {
  const hosts = acceptedHosts(production)
  server = createServer((req, res) => {
    if (refuseMisdirectedHost(req, res, hosts)) return
    res.end('page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A request with exactly this Host header (fetch would put its own). */
function get(host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', setHost: false }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    if (host !== undefined) req.setHeader('host', host)
    req.on('error', reject)
    req.end()
  })
}

describe('the Host check in production', () => {
  it("answers PUBLIC_URL's host and ALLOWED_HOSTS, with a port, in any case", async () => {
    expect(await get('www.agency.be')).toBe(200)
    expect(await get('WWW.Agency.be:443')).toBe(200)
    expect(await get('agency.be')).toBe(200)
  })

  it('refuses other hosts with 421 and a missing Host with 400', async () => {
    expect(await get('evil.example')).toBe(421)
    expect(await get('www.agency.be.evil.example')).toBe(421)
    expect(await get(undefined)).toBe(400)
  })

  it('answers localhost from this machine (Next asks itself for server action redirects)', async () => {
    expect(await get(`localhost:${port}`)).toBe(200)
  })

  it('is off without NODE_ENV=production', () => {
    expect(acceptedHosts(parseEnv({ PUBLIC_URL: 'https://www.agency.be' }))).toBeUndefined()
  })
})
