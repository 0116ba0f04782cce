import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isMalformedTarget, refuseMalformedUrl } from './malformed-url'

let server: Server
let port: number

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseMalformedUrl(req, res)) return
    res.end('passed on')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A raw request target, sent as written (fetch would normalise it). */
async function get(target: string) {
  const { request } = await import('node:http')
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: target }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('a malformed request target', () => {
  it('is a 400 page in the path language for pages, filters and the portal', async () => {
    const french = await get('/fr/a-vendre/?place=Ixelles%00')
    expect(french.status).toBe(400)
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toContain('<h1>Cette adresse n’est pas valide</h1>')
    expect(french.body).toContain('<a href="/fr/">')
    const english = await get('/for-sale/%E0%A4%A/')
    expect(english.status).toBe(400)
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain('<a href="/">Go to the home page</a>')
    expect((await get('/nl/portal/%C3%28/')).status).toBe(400)
    expect((await get('/de/kaufen/%00/')).body).toContain('<html lang="de">')
  })

  it('is a 404 for file paths', async () => {
    for (const target of ['/files/listings/%00/a.jpg', '/img/640/%ZZ.webp', '/_next/%E0']) {
      const answer = await get(target)
      expect(answer.status, target).toBe(404)
    }
  })

  it('lets every well-formed address through, encoded characters included', async () => {
    for (const target of [
      '/',
      '/fr/a-vendre/?place=Li%C3%A8ge&sort=price-asc',
      '/nl/te-koop/?q=50%25+korting',
      '/for-sale/ixelles/apartment/4521/',
    ]) {
      expect(await get(target), target).toEqual({ status: 200, body: 'passed on' })
      expect(isMalformedTarget(target)).toBe(false)
    }
  })
})
