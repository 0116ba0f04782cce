import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerNotFound, serveWithPageStatus } from './page-status'

/**
 * A stand-in for Next that renders asynchronously, so that concurrent requests interleave: a
 * page's 404 stays its own.
 */
describe('a page that chooses its status', () => {
  let server: Server
  let origin: string

  beforeAll(async () => {
    server = createServer((req, res) => {
      serveWithPageStatus(res, async () => {
        const missing = req.url?.startsWith('/missing/') ?? false
        await sleep(missing ? 5 : 20)
        if (missing) answerNotFound()
        await sleep(10)
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        if (req.url === '/refused/') res.statusCode = 403
        res.end(`<html><body>${req.url}</body></html>`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('answers 404 for the page that asked, 200 for the pages rendered at the same time', async () => {
    const paths = ['/', '/missing/a/', '/for-sale/', '/missing/b/', '/contact/']
    const statuses = await Promise.all(
      paths.map(async (path) => (await fetch(`${origin}${path}`)).status),
    )
    expect(statuses).toEqual([200, 404, 200, 404, 200])
  })

  it('keeps a status the page set itself', async () => {
    expect((await fetch(`${origin}/refused/`)).status).toBe(403)
  })

  it('does nothing outside a served page', () => {
    expect(() => answerNotFound()).not.toThrow()
  })
})
