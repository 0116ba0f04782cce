import 'server-only'
import { readFile } from 'node:fs/promises'
import { detectImageType, type ImageType } from '@/features/catalogue/import/image-header'
import { parseImageSource } from './image-variants'
import { resolveSourceFile, type MediaRoots } from './media-source.server'

export const imageContentTypes: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * An imported photo as stored (`/files/<folder>/<reference>/<hash>.<ext>`), with the content type
 * its bytes show rather than its name; null when there is no such image under DATA_DIR/media.
 */
export async function importedFile(
  roots: MediaRoots,
  segments: readonly string[],
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const source = parseImageSource(['files', ...segments].join('/'))
  const file = source && (await resolveSourceFile(roots, source))
  if (!file) return null
  const bytes = await readFile(file)
  const type = detectImageType(bytes)
  return type ? { bytes, contentType: imageContentTypes[type] } : null
}
