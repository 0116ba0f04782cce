import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiBodyLimitBytes, refuseOversizedApiBody } from './api-body-limit'

let server: Server
let port: number
let bytesRead = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseOversizedApiBody(req, res)) return
    req.on('data', (chunk: Buffer) => (bytesRead += chunk.length))
    req.on('end', () => res.end('passed on'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** POSTs `bytes` bytes, with a Content-Length or chunked; the answer may come before the end. */
function post(path: string, bytes: number, chunked = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(chunked ? {} : { 'content-length': String(bytes) }),
        },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    sent.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes the connection after answering; the answer already came.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    // A write before the end makes Node send the body chunked when no length was set.
    sent.write(Buffer.alloc(bytes, 'a'))
    sent.end()
  })
}

describe('a body sent to an API route', () => {
  it('is refused with 413 JSON above the limit, before it is read', async () => {
    bytesRead = 0
    const answer = await post('/api/newsletter/unsubscribe/', 8 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      error: 'payload-too-large',
      limitBytes: apiBodyLimitBytes,
    })
    expect(bytesRead).toBe(0)
  })

  it('is refused with 411 JSON when it declares no length', async () => {
    const answer = await post('/api/demand-alerts/unsubscribe/', 100, true)
    expect(answer.status).toBe(411)
    expect(JSON.parse(answer.body)).toEqual({ error: 'length-required' })
  })

  it('passes at the limit, and pages are not concerned', async () => {
    expect(await post('/api/testimonials/moderate/', apiBodyLimitBytes)).toEqual({
      status: 200,
      body: 'passed on',
    })
    expect((await post('/for-sale/', apiBodyLimitBytes * 4)).status).toBe(200)
  })
})
