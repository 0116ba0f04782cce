import 'server-only'
import { detectImageType, type ImageType } from '@/features/catalogue/import/image-header'
import { parseImageSource } from './image-variants'
import { readSource, type MediaRoots } from './media-source.server'

export const imageContentTypes: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * An imported photo as stored (`/files/<folder>/<reference>/<hash>.<ext>`), with the content type
 * its bytes show rather than its name; null when the object store has no such image.
 */
export async function importedFile(
  roots: MediaRoots,
  segments: readonly string[],
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const source = parseImageSource(['files', ...segments].join('/'))
  const stored = source && (await readSource(roots, source))
  if (!stored) return null
  const type = detectImageType(stored.bytes)
  return type ? { bytes: stored.bytes, contentType: imageContentTypes[type] } : null
}
