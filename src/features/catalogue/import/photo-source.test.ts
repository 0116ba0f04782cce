import { describe, expect, it } from 'vitest'
import { downloadPhoto } from './photo-source'

function fakeFetch(answer: () => Promise<Response>): typeof fetch {
  return () => answer()
}

describe('downloadPhoto', () => {
  it('says when the photo host is too slow', async () => {
    const slow = fakeFetch(() =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    )
    await expect(downloadPhoto('https://crm.example/1.jpg', slow)).rejects.toThrow(
      'download timed out after 15 s',
    )
  })

  it('refuses a declared size above 15 MB before reading the body', async () => {
    const big = fakeFetch(
      async () => new Response('x', { headers: { 'content-length': String(16 * 1024 * 1024) } }),
    )
    await expect(downloadPhoto('https://crm.example/1.jpg', big)).rejects.toThrow(
      'is larger than 15 MB',
    )
  })

  it('names the network failure', async () => {
    const down = fakeFetch(() =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })),
    )
    await expect(downloadPhoto('https://crm.example/1.jpg', down)).rejects.toThrow(
      'download failed (fetch failed: connect ECONNREFUSED)',
    )
  })
})
