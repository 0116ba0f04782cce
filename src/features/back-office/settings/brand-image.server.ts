import 'server-only'
import { randomUUID } from 'node:crypto'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import type { Branding } from '@/lib/site-config/site-config-schema'
import type { ObjectStore } from '@/server/storage/object-store'

/** Stored as imported photos are, so /files/brand/… serves them from the site's own origin. */
const folder = 'media/brand'
const acceptedFormats = new Set(['jpeg', 'png', 'webp'])

export type BrandImageKind = keyof Branding
export const brandImageKinds = [
  'logo',
  'favicon',
  'socialImage',
  'banner',
] as const satisfies BrandImageKind[]

type Prepared = { data: Buffer; info: OutputInfo; extension: 'webp' | 'png' | 'jpg' }

/**
 * Each image as the site uses it: the logo kept in its proportions (transparency too) at most
 * 800 × 240, the icon a 512-pixel square PNG (browsers and phones scale it down), the social
 * image 1200 × 630 as Open Graph asks, in JPEG, which every network reads; the banner at most
 * 2400 pixels wide in JPEG, the source its WebP variants are made from as for listing photos.
 */
const shape: Record<BrandImageKind, (image: Sharp) => Promise<Prepared>> = {
  logo: async (image) => ({
    ...(await image
      .resize({ width: 800, height: 240, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true })),
    extension: 'webp',
  }),
  favicon: async (image) => ({
    ...(await image
      .resize({
        width: 512,
        height: 512,
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer({ resolveWithObject: true })),
    extension: 'png',
  }),
  socialImage: async (image) => ({
    ...(await image
      .resize({ width: 1200, height: 630, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true })),
    extension: 'jpg',
  }),
  banner: async (image) => ({
    ...(await image
      .resize({ width: 2400, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true })),
    extension: 'jpg',
  }),
}

/**
 * An uploaded brand image, checked by decoding it whatever its name or declared type said: a
 * JPEG, PNG or WebP of at most 40 megapixels, re-encoded (which drops EXIF data and anything
 * hidden after the pixels). Null when the bytes are not such an image; nothing is stored then.
 */
export async function prepareBrandImage(
  kind: BrandImageKind,
  bytes: Uint8Array,
): Promise<Prepared | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    const { format } = await image.metadata()
    if (!format || !acceptedFormats.has(format)) return null
    return await shape[kind](image.rotate())
  } catch {
    return null
  }
}

const contentTypes = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' } as const

/** Writes a prepared image under a new name, so no cache ever serves the one it replaces. */
export async function storeBrandImage(
  store: ObjectStore,
  prepared: Prepared,
): Promise<NonNullable<Branding['logo']>> {
  const name = `${randomUUID()}.${prepared.extension}`
  await store.put(`${folder}/${name}`, prepared.data, contentTypes[prepared.extension])
  return { src: `/files/brand/${name}`, width: prepared.info.width, height: prepared.info.height }
}
