import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; answered: number }

/**
 * A CRM stand-in: a real HTTP server on 127.0.0.1 that records every POST and answers it with
 * `answer()` (200 unless told otherwise). `stop` closes it, so the next delivery finds the
 * connection refused; `start` listens again on the same port.
 */
export async function startWebhookReceiver(options: { port?: number } = {}) {
  const received: ReceivedWebhook[] = []
  let answer = () => 200
  let server: Server | undefined
  let port = options.port ?? 0

  async function start() {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const status = answer()
        received.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          answered: status,
        })
        response.writeHead(status, { 'content-type': 'text/plain' })
        response.end(status === 200 ? 'ok' : 'down for maintenance')
      })
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(port, '127.0.0.1', () => resolve())
    })
    port = (server.address() as AddressInfo).port
  }

  async function stop() {
    const closing = server
    server = undefined
    if (!closing) return
    closing.closeAllConnections()
    await new Promise<void>((resolve) => closing.close(() => resolve()))
  }

  await start()
  return {
    get url() {
      return `http://127.0.0.1:${port}/crm/hook`
    },
    received,
    /** The deliveries the receiver accepted (answered 2xx). */
    accepted: () => received.filter((hook) => hook.answered >= 200 && hook.answered < 300),
    answerWith(next: () => number) {
      answer = next
    },
    start,
    stop,
  }
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>
