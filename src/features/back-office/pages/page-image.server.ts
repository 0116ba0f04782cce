import 'server-only'
import { randomUUID } from 'node:crypto'
import sharp, { type OutputInfo } from 'sharp'
import type { ObjectStore } from '@/server/storage/object-store'

/** Page images are stored as imported photos are, so /files/pages/… serves them (src/app/files). */
const folder = 'media/pages'
const maxWidth = 1600
const acceptedFormats = new Set(['jpeg', 'png', 'webp'])

export type StoredPageImage = { src: string; width: number; height: number }

/**
 * An uploaded module image, checked by decoding it whatever its name or declared type said: a
 * JPEG, PNG or WebP of at most 40 megapixels, re-encoded as WebP at most 1600 pixels wide (which
 * drops EXIF data and anything hidden after the pixels) and written to the object store. Null
 * when the bytes are not such an image.
 */
export async function storePageImage(
  store: ObjectStore,
  bytes: Uint8Array,
): Promise<StoredPageImage | null> {
  let prepared: { data: Buffer; info: OutputInfo }
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    const { format } = await image.metadata()
    if (!format || !acceptedFormats.has(format)) return null
    prepared = await image
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    return null
  }
  const name = `${randomUUID()}.webp`
  await store.put(`${folder}/${name}`, prepared.data, 'image/webp')
  return { src: `/files/pages/${name}`, width: prepared.info.width, height: prepared.info.height }
}
