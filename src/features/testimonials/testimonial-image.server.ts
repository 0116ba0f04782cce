import 'server-only'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { ObjectStore } from '@/server/storage/object-store'

/**
 * Testimonial photos live in the object store, outside the web root, in the folder the outbox may
 * attach files from (the agency's e-mail carries the photo); the site serves one only while its
 * testimonial is published (src/app/testimonial-images).
 */
export const testimonialImagesFolder = 'attachments/testimonials'

/** Published photos are square, this many pixels wide. */
export const testimonialImageSize = 400

const acceptedFormats = new Set(['jpeg', 'png', 'webp'])
const fileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/

/**
 * The photo as a square WebP of testimonialImageSize, or null when the bytes are not a JPEG, PNG
 * or WebP image whatever the file's name or declared type said. Decoding stops at 40 megapixels
 * (a small file can claim a huge image), and re-encoding drops everything but the pixels:
 * EXIF data with the place it was taken, and anything hidden after the image.
 */
export async function prepareTestimonialImage(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    const { format } = await image.metadata()
    if (!format || !acceptedFormats.has(format)) return null
    return await image
      .rotate()
      .resize(testimonialImageSize, testimonialImageSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    return null
  }
}

/** Writes a prepared photo under a new random name and returns that name (the `image` column). */
export async function storeTestimonialImage(store: ObjectStore, webp: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`
  await store.put(`${testimonialImagesFolder}/${name}`, webp, 'image/webp')
  return name
}

/** Whether `name` is one storeTestimonialImage could have made: nothing else is ever opened. */
export function isTestimonialImageName(name: string): boolean {
  return fileNamePattern.test(name)
}

export async function readTestimonialImage(
  store: ObjectStore,
  name: string,
): Promise<Buffer | null> {
  if (!isTestimonialImageName(name)) return null
  return (await store.get(`${testimonialImagesFolder}/${name}`))?.bytes ?? null
}

/** Removes a stored photo whose testimonial was not stored after all. */
export async function removeTestimonialImage(store: ObjectStore, name: string): Promise<void> {
  if (isTestimonialImageName(name)) await store.remove(`${testimonialImagesFolder}/${name}`)
}
