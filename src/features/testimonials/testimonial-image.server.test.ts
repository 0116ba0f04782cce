import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import {
  isTestimonialImageName,
  prepareTestimonialImage,
  readTestimonialImage,
  removeTestimonialImage,
  storeTestimonialImage,
  testimonialImagesFolder,
} from './testimonial-image.server'
import { localStore } from '@/server/storage/local-store'

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 14, g: 94, b: 99 } } })

/** A small valid PNG whose header claims `width` × `height` pixels (a decompression bomb). */
async function claimingPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(8, 8).png().toBuffer())
  // The IHDR chunk follows the 8-byte signature: length, type, width, height, …, CRC.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'testimonial-images-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('testimonial photos', () => {
  it('re-encode JPEG, PNG and WebP to a square WebP without the camera data', async () => {
    const jpeg = await picture(1200, 800)
      .withExif({ IFD0: { Make: 'Camera', Copyright: 'An' } })
      .jpeg()
      .toBuffer()
    for (const bytes of [
      jpeg,
      await picture(300, 500).png().toBuffer(),
      await picture(640, 640).webp().toBuffer(),
    ]) {
      const webp = await prepareTestimonialImage(bytes)
      expect(webp).not.toBeNull()
      const meta = await sharp(webp!).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 })
      expect(meta.exif).toBeUndefined()
    }
  })

  it('refuse what is not a JPEG, PNG or WebP image, whatever its name said', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
    const gif = await picture(10, 10).gif().toBuffer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const truncated = (await picture(100, 100).jpeg().toBuffer()).subarray(0, 200)
    for (const bytes of [pdf, gif, svg, truncated, Buffer.alloc(0)]) {
      expect(await prepareTestimonialImage(bytes)).toBeNull()
    }
  })

  it('refuse a small file that claims a huge image, before decoding it', async () => {
    expect(await prepareTestimonialImage(await claimingPng(8, 8))).not.toBeNull()
    expect(await prepareTestimonialImage(await claimingPng(60_000, 60_000))).toBeNull()
  })

  it('are stored under a random name outside the web root, and only such names are read', async () => {
    const webp = (await prepareTestimonialImage(await picture(50, 50).png().toBuffer()))!
    const name = await storeTestimonialImage(localStore(dataDir), webp)
    expect(isTestimonialImageName(name)).toBe(true)
    expect(await readdir(path.join(dataDir, testimonialImagesFolder))).toEqual([name])
    expect(await readTestimonialImage(localStore(dataDir), name)).toEqual(webp)
    for (const bad of ['../app-secret', `${name}/..`, name.replace('.webp', '.png')]) {
      expect(await readTestimonialImage(localStore(dataDir), bad)).toBeNull()
    }
    await removeTestimonialImage(localStore(dataDir), name)
    expect(await readTestimonialImage(localStore(dataDir), name)).toBeNull()
  })
})
