import 'server-only'
import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ObjectStore, StoredObject } from '@/server/storage/object-store'
import { objectStore } from '@/server/storage/shared-store.server'
import { parseImageSource, type ImageSource } from './image-variants'

/** Where images are read and variants cached; parameters so tests can use temporary folders. */
export type MediaRoots = {
  /** `public/media`, served as `/media/…` (the demo photos, part of the build). */
  publicMedia: string
  /**
   * The object store: imported photos under `media/…` (served as `/files/…`) and the generated
   * variants under `cache/img/…`, safe to delete at any time.
   */
  store: ObjectStore
}

export function mediaRoots(): MediaRoots {
  return { publicMedia: path.resolve('public', 'media'), store: objectStore() }
}

/** The object store key of an imported photo: `/files/listings/4521/ab12.jpg` is `media/listings/4521/ab12.jpg`. */
export function importedPhotoKey(source: ImageSource): string {
  return ['media', ...source.segments].join('/')
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP'
}

/**
 * The absolute path of a demo photo's regular file, or null. The path must stay inside
 * public/media once resolved, and no part of it below that folder may be a symbolic link (a link
 * could point anywhere), although the folder itself may be one.
 */
async function publicFile(publicMedia: string, source: ImageSource): Promise<string | null> {
  const root = path.resolve(publicMedia)
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

/** When a source was last changed; null when there is no such image. */
export async function sourceModified(roots: MediaRoots, source: ImageSource): Promise<Date | null> {
  // Checked again: the source may not come from parseImageSource.
  if (!parseImageSource([source.root, ...source.segments].join('/'))) return null
  if (source.root === 'files') return roots.store.modified(importedPhotoKey(source))
  const file = await publicFile(roots.publicMedia, source)
  return file ? (await stat(/* turbopackIgnore: true */ file)).mtime : null
}

/** A source's bytes and modification time; null when there is no such image. */
export async function readSource(
  roots: MediaRoots,
  source: ImageSource,
): Promise<StoredObject | null> {
  if (!parseImageSource([source.root, ...source.segments].join('/'))) return null
  if (source.root === 'files') return roots.store.get(importedPhotoKey(source))
  const file = await publicFile(roots.publicMedia, source)
  if (!file) return null
  // A demo photo found at run time, not a build asset: nothing for the build's file tracing.
  const [bytes, info] = await Promise.all([
    readFile(/* turbopackIgnore: true */ file),
    stat(/* turbopackIgnore: true */ file),
  ])
  return { bytes, modified: info.mtime }
}
