import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addressRefusal, allowList } from './address-policy'
import { OutboundError } from './outbound-error'
import { outboundFetch, statusLine } from './outbound-fetch'
import { outboundUrlRefusal, type Resolver } from './outbound-target'

type Seen = { host: string; path: string; method: string; localAddress: string }

/** A service on a loopback address, as an internal one the site must not reach. */
async function listen(
  host: string,
  handle: (request: IncomingMessage, response: ServerResponse) => void,
) {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    seen.push({
      host: request.headers.host ?? '',
      path: request.url ?? '',
      method: request.method ?? '',
      localAddress: request.socket.localAddress ?? '',
    })
    handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    seen,
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const secretPage = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(500, { 'content-type': 'text/html' })
  response.end('<h1>Internal error</h1><p>DB_PASSWORD=hunter2</p>')
}

let internal: Awaited<ReturnType<typeof listen>>

beforeAll(async () => {
  internal = await listen('127.0.0.1', secretPage)
})

afterAll(async () => {
  await internal.close()
})

afterEach(() => {
  delete process.env.OUTBOUND_ALLOW_PRIVATE
  internal.seen.length = 0
})

async function refusal(url: string, options: Parameters<typeof outboundFetch>[1] = {}) {
  const error = await outboundFetch(url, options).then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(OutboundError)
  return error as OutboundError
}

describe('outboundFetch refuses every non-public address', () => {
  // Each form the back office's webhook form once saved; the last three are 127.0.0.1 spelled
  // otherwise, which the URL parser turns into 127.0.0.1.
  const forms = [
    ['10.0.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['[fd00::1]', 'uniqueLocal'],
    ['[fe80::1]', 'linkLocal'],
    ['localhost', 'loopback'],
    ['[::1]', 'loopback'],
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['[::]', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['[ff02::1]', 'multicast'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['[2002:7f00:1::]', '6to4'],
    ['[64:ff9b::7f00:1]', 'rfc6052'],
    ['[::7f00:1]', 'global unicast'],
  ] as const

  it.each(forms)('refuses %s (%s) over http and https, before connecting', async (host, kind) => {
    for (const scheme of ['http', 'https']) {
      const error = await refusal(`${scheme}://${host}:${internal.port}/admin`)
      expect(error.code).toBe('refused')
      expect(error.message).toContain(kind)
      expect(error.host).toBe(new URL(`${scheme}://${host}:${internal.port}/`).host)
    }
    expect(internal.seen).toEqual([])
  })

  it('refuses a name that resolves to loopback, by the system resolver or an injected one', async () => {
    const error = await refusal(`http://localhost:${internal.port}/`)
    expect(error.message).toMatch(
      /^refused localhost:\d+: (127\.0\.0\.1|::1) is a loopback address/,
    )

    const asked: string[] = []
    const resolve: Resolver = async (hostname) => {
      asked.push(hostname)
      return [{ address: '127.0.0.1', family: 4 }]
    }
    expect((await refusal(`http://photos.crm.test:${internal.port}/1.jpg`, { resolve })).code).toBe(
      'refused',
    )
    expect(asked).toEqual(['photos.crm.test'])
    // One private answer among public ones is enough: the connection might pick it.
    const mixed: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ]
    expect((await refusal('https://crm.test/hook', { resolve: mixed })).message).toBe(
      'refused crm.test: 10.1.2.3 is a private address, not a public one',
    )
    expect(internal.seen).toEqual([])
  })

  it('refuses another scheme than http and https', async () => {
    expect((await refusal('file:///etc/passwd')).code).toBe('refused')
    expect((await refusal('ftp://crm.example.be/')).code).toBe('refused')
  })
})

describe('the allow-list OUTBOUND_ALLOW_PRIVATE', () => {
  it('lets the operator’s ranges be reached, and no other', async () => {
    process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'
    const answer = await outboundFetch(`http://127.0.0.1:${internal.port}/status`)
    expect(answer.status).toBe(500)
    expect(Buffer.from(answer.body).toString()).toContain('DB_PASSWORD')
    // The mapped spelling of an allowed address is that address.
    expect((await outboundFetch(`http://[::ffff:127.0.0.1]:${internal.port}/`)).status).toBe(500)
    expect((await refusal(`http://127.0.0.2:${internal.port}/`)).code).toBe('refused')
    expect((await refusal(`http://10.0.0.1:${internal.port}/`)).code).toBe('refused')
    expect(internal.seen.map((seen) => seen.path)).toEqual(['/status', '/'])

    delete process.env.OUTBOUND_ALLOW_PRIVATE
    expect((await refusal(`http://127.0.0.1:${internal.port}/status`)).code).toBe('refused')
    expect(internal.seen).toHaveLength(2)
  })

  it('classifies public addresses as reachable and reads CIDRs and single addresses', () => {
    const none = allowList([])
    expect(addressRefusal('93.184.215.14', none)).toBeNull()
    expect(addressRefusal('2606:4700:4700::1111', none)).toBeNull()
    expect(addressRefusal('::ffff:93.184.215.14', none)).toBeNull()
    const lan = allowList(['192.168.10.0/24', 'fd00::5'])
    expect(addressRefusal('192.168.10.77', lan)).toBeNull()
    expect(addressRefusal('192.168.11.1', lan)).toMatch(/private/)
    expect(addressRefusal('fd00::5', lan)).toBeNull()
    expect(addressRefusal('fd00::6', lan)).toMatch(/uniqueLocal/)
  })
})

describe('outboundFetch connects to the address it checked', () => {
  it('makes one lookup per hop: a second answer (DNS rebinding) is never used', async () => {
    const other = await listen('127.0.0.2', (_request, response) => response.end('public'))
    try {
      const answers = ['127.0.0.2', '127.0.0.1']
      let lookups = 0
      const rebinding: Resolver = async () => [{ address: answers[lookups++]!, family: 4 }]
      const answer = await outboundFetch(`http://crm.test:${other.port}/hook`, {
        resolve: rebinding,
        allowPrivate: allowList(['127.0.0.2']),
      })
      expect(Buffer.from(answer.body).toString()).toBe('public')
      expect(lookups).toBe(1)
      expect(other.seen).toEqual([
        { host: `crm.test:${other.port}`, path: '/hook', method: 'GET', localAddress: '127.0.0.2' },
      ])
    } finally {
      await other.close()
    }
  })
})

describe('outboundFetch and redirects', () => {
  let relay: Awaited<ReturnType<typeof listen>>
  let target = ''

  beforeAll(async () => {
    // An allowed host (127.0.0.2 stands for a public one) whose answer points elsewhere.
    relay = await listen('127.0.0.2', (request, response) => {
      const hops = Number(new URL(request.url!, 'http://x').searchParams.get('hops') ?? 0)
      if (request.url?.startsWith('/chain')) {
        const next = hops > 0 ? `/chain?hops=${hops - 1}` : '/end'
        response.writeHead(302, { location: next }).end()
      } else if (request.url === '/see-other') response.writeHead(303, { location: '/end' }).end()
      else if (request.url === '/end') response.end(`end ${request.method}`)
      else response.writeHead(301, { location: target }).end()
    })
  })

  afterAll(async () => {
    await relay.close()
  })

  const viaRelay = { allowPrivate: allowList(['127.0.0.2']) }

  it.each([
    (port: number) => `http://127.0.0.1:${port}/`,
    (port: number) => `http://localhost:${port}/`,
    (port: number) => `http://2130706433:${port}/`,
    (port: number) => `http://[::ffff:7f00:1]:${port}/`,
  ])('refuses a redirect from an allowed host to loopback (%#)', async (to) => {
    target = to(internal.port)
    const error = await refusal(`http://127.0.0.2:${relay.port}/moved`, viaRelay)
    expect(error.code).toBe('refused')
    expect(error.message).toMatch(/loopback/)
    expect(internal.seen).toEqual([])
  })

  it('follows at most 3 redirects, each checked, and a POST answered 303 is read with GET', async () => {
    const base = `http://127.0.0.2:${relay.port}`
    const three = await outboundFetch(`${base}/chain?hops=2`, viaRelay)
    expect(Buffer.from(three.body).toString()).toBe('end GET')
    expect(three.url).toBe(`${base}/end`)
    expect((await refusal(`${base}/chain?hops=3`, viaRelay)).code).toBe('redirects')

    const posted = await outboundFetch(`${base}/see-other`, {
      ...viaRelay,
      method: 'POST',
      body: '{}',
    })
    expect(Buffer.from(posted.body).toString()).toBe('end GET')

    // Without redirects (a webhook's delivery), the 3xx is the answer.
    const kept = await outboundFetch(`${base}/chain?hops=0`, { ...viaRelay, maxRedirects: 0 })
    expect([kept.status, kept.headers.location]).toEqual([302, '/end'])
  })
})

describe('outboundFetch caps time and size', () => {
  it('fails a body over the limit, declared or not, and an answer too slow', async () => {
    const slow = await listen('127.0.0.2', (request, response) => {
      if (request.url === '/declared') response.writeHead(200, { 'content-length': '2048' })
      else if (request.url === '/chunked') response.write('x'.repeat(4096))
      // /silent never answers: the deadline ends it.
      if (request.url !== '/silent')
        response.end(request.url === '/declared' ? 'x'.repeat(2048) : '')
    })
    try {
      const options = { allowPrivate: allowList(['127.0.0.2']), maxBytes: 1024, timeoutMs: 500 }
      const base = `http://127.0.0.2:${slow.port}`
      expect((await refusal(`${base}/declared`, options)).code).toBe('too-large')
      expect((await refusal(`${base}/chunked`, options)).code).toBe('too-large')
      const late = await refusal(`${base}/silent`, options)
      expect([late.code, late.message]).toEqual(['timeout', 'no answer within 0.5 s'])
    } finally {
      await slow.close()
    }
  })

  it('names a status by its standard reason only', () => {
    expect(statusLine(503)).toBe('HTTP 503 Service Unavailable')
    expect(statusLine(599)).toBe('HTTP 599')
  })
})

describe('outboundUrlRefusal (a URL being saved)', () => {
  it('says why a non-public URL is refused, and lets an unresolvable name be saved', async () => {
    expect(await outboundUrlRefusal('https://0x7f000001/hook')).toBe(
      'refused 127.0.0.1: 127.0.0.1 is a loopback address, not a public one',
    )
    const nowhere: Resolver = async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
    }
    expect(
      await outboundUrlRefusal('https://crm.example.be/hooks', { resolve: nowhere }),
    ).toBeNull()
    const publicCrm: Resolver = async () => [{ address: '93.184.215.14', family: 4 }]
    expect(
      await outboundUrlRefusal('https://crm.example.be/hooks', { resolve: publicCrm }),
    ).toBeNull()
  })
})
