import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { detectImageType } from '@/features/catalogue/import/image-header'
import type { ImageSource, Variant } from './image-variants'
import { resolveSourceFile, type MediaRoots } from './media-source.server'

const webpQuality = 75

// Only while a variant is being made, so simultaneous first requests encode it once. Another
// instance simply makes its own copy; the rename below keeps either result whole.
const rendering = new Map<string, Promise<Buffer>>()

/** Where a variant is cached: `<cache>/<variant>/<source path>.webp`. */
export function variantCachePath(roots: MediaRoots, source: ImageSource, variant: Variant): string {
  return `${path.join(roots.variantCache, String(variant), source.root, ...source.segments)}.webp`
}

async function isSupportedImage(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(new Uint8Array(16), 0, 16, 0)
    return detectImageType(buffer.subarray(0, bytesRead)) !== null
  } finally {
    await handle.close()
  }
}

/** The cached bytes when the cache is at least as new as the source (demo photos can change). */
async function readCached(target: string, sourceModified: number): Promise<Buffer | null> {
  try {
    if ((await stat(target)).mtimeMs < sourceModified) return null
    return await readFile(target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

async function render(file: string, target: string, variant: Variant): Promise<Buffer> {
  // `failOn: 'error'` still accepts the harmless warnings many camera JPEGs carry.
  let pipeline = sharp(file, { failOn: 'error' }).autoOrient()
  if (variant !== 'original')
    pipeline = pipeline.resize({ width: variant, withoutEnlargement: true })
  // sharp drops EXIF, XMP and ICC data unless asked to keep them.
  const bytes = await pipeline.webp({ quality: webpQuality }).toBuffer()
  await mkdir(path.dirname(target), { recursive: true })
  // Written aside then renamed: a reader (in any instance) sees the old file or the whole new one.
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await writeFile(temporary, bytes)
    await rename(temporary, target)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
  return bytes
}

/**
 * A source image as WebP in the given variant, from the disk cache or made now; null when the
 * source does not exist, is outside its root, or is not a JPEG, PNG or WebP image.
 */
export async function variantImage(
  roots: MediaRoots,
  source: ImageSource,
  variant: Variant,
): Promise<Buffer | null> {
  const file = await resolveSourceFile(roots, source)
  if (!file || !(await isSupportedImage(file))) return null
  const target = variantCachePath(roots, source, variant)
  const cached = await readCached(target, (await stat(file)).mtimeMs)
  if (cached) return cached
  let pending = rendering.get(target)
  if (!pending) {
    pending = render(file, target, variant).finally(() => rendering.delete(target))
    rendering.set(target, pending)
  }
  return pending
}
