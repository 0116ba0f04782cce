import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from './route'

let dataDir: string
let jpeg: Buffer

const get = (segments: string[], headers: HeadersInit = {}) =>
  GET(new Request(`http://localhost/files/${segments.join('/')}`, { headers }), {
    params: Promise.resolve({ path: segments }),
  })

async function put(relative: string, bytes: Uint8Array) {
  const file = path.join(dataDir, 'media', relative)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, bytes)
}

beforeAll(async () => {
  // The route reads DATA_DIR through the environment, on its first request.
  dataDir = await mkdtemp(path.join(tmpdir(), 'files-route-'))
  process.env.DATA_DIR = dataDir
  jpeg = await readFile('public/media/demo/exterior-02.jpg')
  await put('listings/R1/ab12cd34ef56ab78.jpg', jpeg)
  const png = sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } }).png()
  await put('projects/P1/0123456789abcdef.jpg', await png.toBuffer())
  await put('listings/R1/fedcba9876543210.jpg', new TextEncoder().encode('<html></html>'))
  await symlink(
    path.resolve('public/media/demo/exterior-03.jpg'),
    path.join(dataDir, 'media', 'listings', 'R1', 'link.jpg'),
  )
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('GET /files/{folder}/{reference}/{file}', () => {
  it('serves an imported photo as stored, cached for a year', async () => {
    const response = await get(['listings', 'R1', 'ab12cd34ef56ab78.jpg'])
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]{22}"$/)
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), jpeg)).toBe(0)
  })

  it('takes the content type from the bytes, not the name', async () => {
    const response = await get(['projects', 'P1', '0123456789abcdef.jpg'])
    expect(response.headers.get('Content-Type')).toBe('image/png')
  })

  it('answers 304 for a matching ETag', async () => {
    const segments = ['listings', 'R1', 'ab12cd34ef56ab78.jpg']
    const etag = (await get(segments)).headers.get('ETag')!
    expect((await get(segments, { 'If-None-Match': etag })).status).toBe(304)
  })

  it.each([
    [['listings', 'R1', 'missing.jpg']],
    [['listings', 'R1', 'fedcba9876543210.jpg']],
    [['listings', 'R1', 'link.jpg']],
    [['demo', 'exterior-02.jpg']],
    [['..', '..', 'etc', 'passwd.jpg']],
    [['listings', '..', '..', 'media', 'listings', 'R1', 'ab12cd34ef56ab78.jpg']],
    [['listings', 'R1/../R1/ab12cd34ef56ab78.jpg']],
    [['listings', 'R1']],
    [[]],
  ])('answers 404 for %j', async (segments) => {
    const response = await get(segments)
    expect(response.status).toBe(404)
  })
})
