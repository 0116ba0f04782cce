import 'server-only'
import { realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env.server'
import { parseImageSource, type ImageSource } from './image-variants'

/** Where images are read and variants cached; parameters so tests can use temporary folders. */
export type MediaRoots = {
  /** `public/media`, served as `/media/…` (the demo photos). */
  publicMedia: string
  /** `DATA_DIR/media`, served as `/files/…` (imported photos). */
  dataMedia: string
  /** `DATA_DIR/cache/img`: generated variants, safe to delete at any time. */
  variantCache: string
}

export function mediaRoots(): MediaRoots {
  const dataDir = path.resolve(env().DATA_DIR)
  return {
    publicMedia: path.resolve('public', 'media'),
    dataMedia: path.join(dataDir, 'media'),
    variantCache: path.join(dataDir, 'cache', 'img'),
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP'
}

/**
 * The absolute path of a source's regular file, or null. The source is checked again (it may not
 * come from `parseImageSource`), the path must stay inside its root once resolved, and no part of
 * it below the root may be a symbolic link (a link could point anywhere), although the root itself
 * may be one (DATA_DIR on a mounted volume).
 */
export async function resolveSourceFile(
  roots: MediaRoots,
  source: ImageSource,
): Promise<string | null> {
  if (!parseImageSource([source.root, ...source.segments].join('/'))) return null
  const root = path.resolve(source.root === 'media' ? roots.publicMedia : roots.dataMedia)
  const candidate = path.resolve(root, ...source.segments)
  if (!candidate.startsWith(root + path.sep)) return null
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)])
    if (realFile !== path.join(realRoot, ...source.segments)) return null
    return (await stat(realFile)).isFile() ? realFile : null
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}
