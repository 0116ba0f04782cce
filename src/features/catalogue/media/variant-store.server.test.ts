import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseImageSource, type ImageSource } from './image-variants'
import type { MediaRoots } from './media-source.server'
import { variantImage, variantKey } from './variant-store.server'
import { localStore } from '@/server/storage/local-store'

let temporary: string
let roots: MediaRoots
let dataMedia: string

/** Where the local store keeps a variant. */
const cachedFile = (source: ImageSource, variant: Parameters<typeof variantKey>[1]) =>
  path.join(temporary, variantKey(source, variant))

function source(relative: string): ImageSource {
  const parsed = parseImageSource(relative)
  if (!parsed) throw new Error(`test source ${relative} is invalid`)
  return parsed
}

async function put(relative: string, bytes: Uint8Array) {
  const file = path.join(dataMedia, relative)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, bytes)
  return file
}

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#0e5e63' } })
}

function isWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4))
  return ascii(0) === 'RIFF' && ascii(8) === 'WEBP'
}

beforeAll(async () => {
  temporary = await mkdtemp(path.join(tmpdir(), 'variant-store-'))
  dataMedia = path.join(temporary, 'media')
  roots = { publicMedia: path.resolve('public', 'media'), store: localStore(temporary) }
  await put('listings/T1/small.jpg', await solid(100, 60).jpeg().toBuffer())
  await put('listings/T1/plan.png', await solid(900, 300).png().toBuffer())
  // Stored sideways with EXIF orientation 6 ("rotate 90° clockwise to display").
  await put(
    'listings/T1/turned.jpg',
    await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Photographer' } } })
      .toBuffer(),
  )
  await put('listings/T1/not-an-image.jpg', new TextEncoder().encode('<svg></svg>'))
})

afterAll(async () => {
  await rm(`${temporary}-link`, { force: true })
  await rm(temporary, { recursive: true, force: true })
})

describe('variantImage', () => {
  it('makes a 400-wide WebP of a demo photo and caches it under cache/img in the store', async () => {
    const bytes = await variantImage(roots, source('media/demo/exterior-02.jpg'), 400)
    expect(bytes).not.toBeNull()
    expect(isWebp(bytes!)).toBe(true)
    const meta = await sharp(bytes!).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 267 })
    const cached = path.join(
      temporary,
      'cache',
      'img',
      '400',
      'media',
      'demo',
      'exterior-02.jpg.webp',
    )
    expect(cachedFile(source('media/demo/exterior-02.jpg'), 400)).toBe(cached)
    expect((await stat(cached)).size).toBe(bytes!.length)
  })

  it('makes the AVIF copy beside the WebP one, smaller for the same photo', async () => {
    const demo = source('media/demo/exterior-05.jpg')
    const avif = await variantImage(roots, demo, 600, 'avif')
    const webp = await variantImage(roots, demo, 600, 'webp')
    expect(await sharp(avif!).metadata()).toMatchObject({ format: 'heif', width: 600 })
    expect(isWebp(webp!)).toBe(true)
    expect(avif!.length).toBeLessThan(webp!.length)
    expect(cachedFile(demo, 600).endsWith('exterior-05.jpg.webp')).toBe(true)
    expect(variantKey(demo, 600, 'avif')).toBe('cache/img/600/media/demo/exterior-05.jpg.avif')
    expect((await stat(path.join(temporary, variantKey(demo, 600, 'avif')))).size).toBe(
      avif!.length,
    )
  })

  it('never enlarges', async () => {
    const small = source('files/listings/T1/small.jpg')
    for (const variant of [400, 1360, 'original'] as const) {
      const meta = await sharp((await variantImage(roots, small, variant))!).metadata()
      expect([meta.width, meta.height]).toEqual([100, 60])
    }
  })

  it('re-encodes the original at its own width, and reads PNG too', async () => {
    const bytes = await variantImage(roots, source('files/listings/T1/plan.png'), 'original')
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'webp', width: 900 })
  })

  it('turns the photo upright and drops its metadata', async () => {
    const bytes = await variantImage(roots, source('files/listings/T1/turned.jpg'), 'original')
    const meta = await sharp(bytes!).metadata()
    expect([meta.width, meta.height]).toEqual([100, 200])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
  })

  it('serves the second request from the cache', async () => {
    const demo = source('media/demo/exterior-03.jpg')
    const first = await variantImage(roots, demo, 600)
    const cached = cachedFile(demo, 600)
    const before = await stat(cached)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await variantImage(roots, demo, 600)
    expect((await stat(cached)).mtimeMs).toBe(before.mtimeMs)
    expect(Buffer.compare(first!, second!)).toBe(0)
  })

  it('makes the variant again when the source is newer than the cache', async () => {
    const file = await put('listings/T2/changing.jpg', await solid(500, 500).jpeg().toBuffer())
    const changing = source('files/listings/T2/changing.jpg')
    await variantImage(roots, changing, 400)
    const cached = cachedFile(changing, 400)
    const past = new Date(Date.now() - 60_000)
    await utimes(cached, past, past)
    await put('listings/T2/changing.jpg', await solid(300, 300).jpeg().toBuffer())
    await utimes(file, new Date(), new Date())
    const meta = await sharp((await variantImage(roots, changing, 400))!).metadata()
    expect(meta.width).toBe(300)
  })

  it('encodes once for simultaneous requests and leaves no temporary files', async () => {
    const demo = source('media/demo/exterior-04.jpg')
    const results = await Promise.all([1, 2, 3].map(() => variantImage(roots, demo, 100)))
    expect(results.every((bytes) => bytes !== null && bytes === results[0])).toBe(true)
    const folder = path.dirname(cachedFile(demo, 100))
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('answers null for missing files and files that are not images', async () => {
    expect(await variantImage(roots, source('media/demo/missing.jpg'), 400)).toBeNull()
    expect(await variantImage(roots, source('files/listings/NOPE/a.jpg'), 400)).toBeNull()
    expect(await variantImage(roots, source('files/listings/T1/not-an-image.jpg'), 400)).toBeNull()
  })

  it('never reads outside its roots, even given a crafted source', async () => {
    const crafted = (root: 'media' | 'files', segments: string[]): ImageSource => ({
      root,
      segments,
      path: [root, ...segments].join('/'),
    })
    const demoFromData = ['..', '..', path.relative(temporary, roots.publicMedia)]
    const attempts = [
      crafted('files', [...demoFromData, 'demo', 'exterior-02.jpg']),
      crafted('media', ['..', 'media', 'demo', 'exterior-02.jpg']),
      crafted('media', ['demo', '..', '..', '..', 'package.json']),
      crafted('files', [path.resolve('public/media/demo/exterior-02.jpg')]),
    ]
    for (const attempt of attempts) expect(await variantImage(roots, attempt, 400)).toBeNull()
  })

  it('refuses symbolic links below the roots', async () => {
    const demo = path.resolve('public/media/demo/exterior-02.jpg')
    await mkdir(path.join(dataMedia, 'listings', 'L1'), { recursive: true })
    await symlink(demo, path.join(dataMedia, 'listings', 'L1', 'link.jpg'))
    await symlink(path.resolve('public/media/demo'), path.join(dataMedia, 'listings', 'L2'))
    expect(await variantImage(roots, source('files/listings/L1/link.jpg'), 400)).toBeNull()
    expect(await variantImage(roots, source('files/listings/L2/exterior-02.jpg'), 400)).toBeNull()
  })

  it('accepts a root that is itself a link', async () => {
    const linked = `${temporary}-link`
    await symlink(temporary, linked)
    const bytes = await variantImage(
      { ...roots, store: localStore(linked) },
      source('files/listings/T1/small.jpg'),
      100,
    )
    expect(bytes).not.toBeNull()
  })
})
