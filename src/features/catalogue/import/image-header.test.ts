import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import manifest from '../../../../public/media/demo/manifest.json'
import { detectImageType, readImageHeader } from './image-header'
import { jpegHeader, pngHeader, webpExtended, webpLossless, webpLossy } from './test-images'

describe('readImageHeader', () => {
  it('reads the size of a real JPEG photo', () => {
    const entry = manifest[0]!
    const photo = readFileSync(`public/media/demo/${entry.file}`)
    expect(readImageHeader(photo)).toEqual({
      type: 'jpeg',
      width: entry.width,
      height: entry.height,
    })
  })

  it('reads a JPEG frame header after other segments', () => {
    expect(readImageHeader(jpegHeader(640, 480))).toEqual({ type: 'jpeg', width: 640, height: 480 })
  })

  it('swaps the sides of a JPEG that EXIF says to rotate a quarter turn', () => {
    expect(readImageHeader(jpegHeader(640, 480, 6))).toMatchObject({ width: 480, height: 640 })
    expect(readImageHeader(jpegHeader(640, 480, 3))).toMatchObject({ width: 640, height: 480 })
  })

  it('reads PNG IHDR', () => {
    expect(readImageHeader(pngHeader(1200, 800))).toEqual({ type: 'png', width: 1200, height: 800 })
  })

  it('reads the three WebP variants', () => {
    expect(readImageHeader(webpLossy(400, 300))).toEqual({ type: 'webp', width: 400, height: 300 })
    expect(readImageHeader(webpLossless(401, 301))).toEqual({
      type: 'webp',
      width: 401,
      height: 301,
    })
    expect(readImageHeader(webpExtended(5000, 3000))).toEqual({
      type: 'webp',
      width: 5000,
      height: 3000,
    })
  })

  it('refuses content that is no image, whatever it is called', () => {
    const text = new TextEncoder().encode('<!DOCTYPE html><html>not a photo</html>')
    expect(detectImageType(text)).toBeNull()
    expect(readImageHeader(text)).toBeNull()
    expect(readImageHeader(new Uint8Array())).toBeNull()
    expect(detectImageType(new TextEncoder().encode('GIF89a......'))).toBeNull()
  })

  it('returns null for truncated headers instead of throwing', () => {
    expect(readImageHeader(pngHeader(10, 10).subarray(0, 20))).toBeNull()
    expect(readImageHeader(jpegHeader(10, 10).subarray(0, 8))).toBeNull()
    expect(readImageHeader(webpLossy(10, 10).subarray(0, 24))).toBeNull()
    expect(readImageHeader(jpegHeader(10, 10, 6).subarray(0, 30))).toBeNull()
  })
})
