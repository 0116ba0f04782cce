import 'server-only'
import sharp from 'sharp'
import { detectImageType } from '@/features/catalogue/import/image-header'
import type { ImageSource, Variant } from './image-variants'
import { readSource, sourceModified, type MediaRoots } from './media-source.server'

const webpQuality = 75

// Only while a variant is being made, so simultaneous first requests encode it once. Another
// instance simply makes its own copy; the store keeps either result whole.
const rendering = new Map<string, Promise<Buffer | null>>()

/** Where a variant is cached in the object store: `cache/img/<variant>/<source path>.webp`. */
export function variantKey(source: ImageSource, variant: Variant): string {
  return `${['cache', 'img', String(variant), source.root, ...source.segments].join('/')}.webp`
}

/**
 * Whether the cache is at least as new as the source (demo photos can change). To the second:
 * S3 keeps times in whole seconds.
 */
function isFresh(cached: Date, source: Date): boolean {
  return cached.getTime() >= Math.floor(source.getTime() / 1000) * 1000
}

async function render(roots: MediaRoots, source: ImageSource, key: string, variant: Variant) {
  const stored = await readSource(roots, source)
  if (!stored || detectImageType(stored.bytes) === null) return null
  // `failOn: 'error'` still accepts the harmless warnings many camera JPEGs carry.
  let pipeline = sharp(stored.bytes, { failOn: 'error' }).autoOrient()
  if (variant !== 'original')
    pipeline = pipeline.resize({ width: variant, withoutEnlargement: true })
  // sharp drops EXIF, XMP and ICC data unless asked to keep them.
  const bytes = await pipeline.webp({ quality: webpQuality }).toBuffer()
  await roots.store.put(key, bytes, 'image/webp')
  return bytes
}

/**
 * A source image as WebP in the given variant, from the store's cache or made now; null when the
 * source does not exist, is outside its root, or is not a JPEG, PNG or WebP image.
 */
export async function variantImage(
  roots: MediaRoots,
  source: ImageSource,
  variant: Variant,
): Promise<Buffer | null> {
  const modified = await sourceModified(roots, source)
  if (!modified) return null
  const key = variantKey(source, variant)
  const cached = await roots.store.get(key)
  if (cached && isFresh(cached.modified, modified)) return cached.bytes
  let pending = rendering.get(key)
  if (!pending) {
    pending = render(roots, source, key, variant).finally(() => rendering.delete(key))
    rendering.set(key, pending)
  }
  return pending
}
