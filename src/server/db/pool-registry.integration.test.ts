import { createServer, type Server, type Socket } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poolOptions } from './pool-registry'

// A database host that takes the connection and never answers, as one behind a firewall that
// drops packets after the handshake.
let silent: Server
const sockets: Socket[] = []
let port = 0

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  port = (silent.address() as { port: number }).port
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

describe('the shared pool against a database that never answers', () => {
  it('fails a query after its connection timeout instead of waiting without end', async () => {
    const pool = new pg.Pool(poolOptions(`postgres://site:secret@127.0.0.1:${port}/agency`, 2))
    pool.on('error', () => {})
    const started = Date.now()
    await expect(pool.query('select 1')).rejects.toThrow(/timeout/i)
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(4_900)
    expect(waited).toBeLessThan(15_000)
    await pool.end()
  })
})
