import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from './route'

let dataDir: string

const get = (width: string, segments: string[], headers: HeadersInit = {}) =>
  GET(new Request(`http://localhost/img/${width}/${segments.join('/')}`, { headers }), {
    params: Promise.resolve({ width, path: segments }),
  })

beforeAll(async () => {
  // The route reads DATA_DIR through the environment, on its first request.
  dataDir = await mkdtemp(path.join(tmpdir(), 'img-route-'))
  process.env.DATA_DIR = dataDir
  const folder = path.join(dataDir, 'media', 'listings', 'R1')
  await mkdir(folder, { recursive: true })
  const photo = sharp({ create: { width: 800, height: 600, channels: 3, background: '#b5472a' } })
  await writeFile(path.join(folder, 'ab12cd34ef56ab78.jpg'), await photo.jpeg().toBuffer())
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('GET /img/{width}/{source}.webp', () => {
  it('serves a demo photo’s variant as an immutable WebP with an ETag', async () => {
    const response = await get('400', ['media', 'demo', 'exterior-02.jpg.webp'])
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]{22}"$/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect((await sharp(bytes).metadata()).width).toBe(400)
    expect(response.headers.get('Vary')).toBe('Accept')
  })

  it('serves the same URL as AVIF to a browser that names it in Accept', async () => {
    const segments = ['media', 'demo', 'exterior-02.jpg.webp']
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    const avif = await get('400', segments, { Accept: accept })
    expect(avif.status).toBe(200)
    expect(avif.headers.get('Content-Type')).toBe('image/avif')
    expect(avif.headers.get('Vary')).toBe('Accept')
    const bytes = Buffer.from(await avif.arrayBuffer())
    expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif')
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'heif', width: 400 })
    const webp = await get('400', segments, { Accept: 'image/webp,*/*' })
    expect(webp.headers.get('Content-Type')).toBe('image/webp')
    expect(webp.headers.get('ETag')).not.toBe(avif.headers.get('ETag'))
    // Each encoding is a cached file of its own.
    const cached = path.join(dataDir, 'cache', 'img', '400', 'media', 'demo', 'exterior-02.jpg')
    expect((await stat(`${cached}.avif`)).size).toBe(bytes.length)
    expect((await stat(`${cached}.webp`)).isFile()).toBe(true)
  })

  it('serves imported photos from DATA_DIR and caches the variant there', async () => {
    const segments = ['files', 'listings', 'R1', 'ab12cd34ef56ab78.jpg.webp']
    const response = await get('original', segments)
    expect(response.status).toBe(200)
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(800)
    const cached = path.join(dataDir, 'cache', 'img', 'original', ...segments)
    expect((await stat(cached)).isFile()).toBe(true)
  })

  it('answers 304 when the browser has the same bytes', async () => {
    const segments = ['media', 'demo', 'exterior-02.jpg.webp']
    const etag = (await get('100', segments)).headers.get('ETag')!
    const response = await get('100', segments, { 'If-None-Match': `W/"other", ${etag}` })
    expect(response.status).toBe(304)
    expect(response.headers.get('ETag')).toBe(etag)
    expect(await response.text()).toBe('')
  })

  it.each(['500', '0', 'abc', '400px', 'ORIGINAL'])('answers 400 for the width %j', async (w) => {
    const response = await get(w, ['media', 'demo', 'exterior-02.jpg.webp'])
    expect(response.status).toBe(400)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it.each([
    [['media', 'demo', 'missing.jpg.webp']],
    [['media', 'demo', 'exterior-02.jpg']],
    [['media', 'demo', 'manifest.json.webp']],
    [['media', '..', '..', 'package.json.webp']],
    [['media', '../../../etc/passwd.jpg.webp']],
    [['files', '..', 'media', 'demo', 'exterior-02.jpg.webp']],
    [['public', 'media', 'demo', 'exterior-02.jpg.webp']],
    [['files', 'listings', 'R1', 'missing.jpg.webp']],
    [['files', 'listings', 'R1', '%2e%2e', 'x.jpg.webp']],
  ])('answers 404 for %j', async (segments) => {
    const response = await get('400', segments)
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})
