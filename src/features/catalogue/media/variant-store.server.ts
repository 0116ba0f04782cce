import 'server-only'
import sharp, { type Sharp } from 'sharp'
import { detectImageType } from '@/features/catalogue/import/image-header'
import type { ImageFormat } from './image-format'
import type { ImageSource, Variant } from './image-variants'
import { readSource, sourceModified, type MediaRoots } from './media-source.server'

// AVIF's quality 50 looks like WebP's 75 at about 40 % fewer bytes; effort 1 and 4:2:0 chroma
// encode a 600 px photo in about 0.1 s, twice WebP's time (higher efforts: 2 % smaller, 1.5× the
// time). docs/decisions/054-avif-variants.md.
const encoders: Record<ImageFormat, (pipeline: Sharp) => Sharp> = {
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (pipeline) => pipeline.webp({ quality: 75 }),
}

export const contentTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
}

// Only while a variant is being made, so simultaneous first requests encode it once. Another
// instance simply makes its own copy; the store keeps either result whole.
const rendering = new Map<string, Promise<Buffer | null>>()

/**
 * Where a variant is cached in the object store: `cache/img/<variant>/<source path>.webp`, and
 * `.avif` for its AVIF copy.
 */
export function variantKey(source: ImageSource, variant: Variant, format: ImageFormat = 'webp') {
  return `${['cache', 'img', String(variant), source.root, ...source.segments].join('/')}.${format}`
}

/**
 * Whether the cache is at least as new as the source (demo photos can change). To the second:
 * S3 keeps times in whole seconds.
 */
function isFresh(cached: Date, source: Date): boolean {
  return cached.getTime() >= Math.floor(source.getTime() / 1000) * 1000
}

async function render(
  roots: MediaRoots,
  source: ImageSource,
  key: string,
  variant: Variant,
  format: ImageFormat,
) {
  const stored = await readSource(roots, source)
  if (!stored || detectImageType(stored.bytes) === null) return null
  // `failOn: 'error'` still accepts the harmless warnings many camera JPEGs carry.
  let pipeline = sharp(stored.bytes, { failOn: 'error' }).autoOrient()
  if (variant !== 'original')
    pipeline = pipeline.resize({ width: variant, withoutEnlargement: true })
  // sharp drops EXIF, XMP and ICC data unless asked to keep them.
  const bytes = await encoders[format](pipeline).toBuffer()
  await roots.store.put(key, bytes, contentTypes[format])
  return bytes
}

/**
 * A source image as WebP (or AVIF) in the given variant, from the store's cache or made now; null
 * when the source does not exist, is outside its root, or is not a JPEG, PNG or WebP image.
 */
export async function variantImage(
  roots: MediaRoots,
  source: ImageSource,
  variant: Variant,
  format: ImageFormat = 'webp',
): Promise<Buffer | null> {
  const modified = await sourceModified(roots, source)
  if (!modified) return null
  const key = variantKey(source, variant, format)
  const cached = await roots.store.get(key)
  if (cached && isFresh(cached.modified, modified)) return cached.bytes
  let pending = rendering.get(key)
  if (!pending) {
    pending = render(roots, source, key, variant, format).finally(() => rendering.delete(key))
    rendering.set(key, pending)
  }
  return pending
}
