import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { Photo } from '@/server/db/schema'
import type { ObjectStore } from '@/server/storage/object-store'
import type { PhotoRecord } from './feed-fields'
import { fieldPath } from './format-issues'
import { importIssue, type ImportIssue } from './import-issue'
import { detectImageType, imageExtensions, readImageHeader } from './image-header'
import { PhotoError, downloadPhoto, isRemote, readLocalPhoto } from './photo-source'

/**
 * A stored photo remembers where the feed had it, so an unchanged remote photo is not downloaded
 * again on every run (the other fields are the row's usual `Photo`).
 */
export type ImportedPhoto = Photo & { source: string }

export type PhotoTarget = {
  feedDir: string
  media: ObjectStore
  /** `listings` or `projects`: the folder under `media/` in the store and under /files/. */
  folder: string
  reference: string
  /** The photos the row has now, whose downloads may be reused. */
  previous: readonly Photo[]
}

const parallelDownloads = 4

/** The object store key of a photo row's file: `/files/listings/…` is `media/listings/…`. */
function mediaKey(file: string): string {
  return file.replace(/^\/files\//, 'media/')
}

async function exists(store: ObjectStore, file: string): Promise<boolean> {
  return (await store.modified(mediaKey(file))) !== null
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes.subarray(0, 4), (byte) => byte.toString(16).padStart(2, '0')).join(' ')
}

/**
 * Whether the whole image decodes. A header alone proves little: a truncated JPEG keeps a valid
 * header, goes online and then fails in every size the variant route makes (docs/feed-format.md
 * promises such a photo is refused). Decoded at a small size, which JPEG does cheaply on load.
 */
async function decodes(bytes: Uint8Array): Promise<boolean> {
  return sharp(bytes, { failOn: 'truncated' })
    .resize({ width: 64, withoutEnlargement: true })
    .toBuffer()
    .then(
      () => true,
      () => false,
    )
}

/** Checks the content and writes it once under a name made of its hash, so re-imports reuse it. */
async function storeBytes(bytes: Uint8Array, target: PhotoTarget) {
  const header = readImageHeader(bytes)
  if (!header) {
    const type = detectImageType(bytes)
    if (type) {
      const kind = type.toUpperCase()
      throw new PhotoError(`is a ${kind} file whose size cannot be read (damaged?)`, 'photoSize', {
        type: kind,
      })
    }
    const start = hex(bytes)
    throw new PhotoError(
      `is not a JPEG, PNG or WebP image (content starts with ${start || 'nothing'})`,
      'photoNotImage',
      { start },
    )
  }
  if (!(await decodes(bytes))) {
    const kind = header.type.toUpperCase()
    throw new PhotoError(
      `is a ${kind} file that does not decode completely (truncated or damaged)`,
      'photoUndecodable',
      { type: kind },
    )
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16)
  const name = `${hash}.${imageExtensions[header.type]}`
  const file = `/files/${target.folder}/${target.reference}/${name}`
  if (!(await exists(target.media, file))) {
    await target.media.put(mediaKey(file), bytes, `image/${header.type}`)
  }
  return { file, width: header.width, height: header.height }
}

/**
 * What identifies a remote photo between runs: its Key when the feed gives one (a CRM's picture
 * id, whose URL may change on every fetch: SweepBright's expire), else its URL.
 */
const sourceOf = (record: PhotoRecord) => (record.Key ? `key:${record.Key}` : record.Url)

async function reusable(record: PhotoRecord, target: PhotoTarget) {
  if (!isRemote(record.Url)) return null
  const found = target.previous.find(
    (photo) => (photo as Partial<ImportedPhoto>).source === sourceOf(record),
  )
  if (!found || !(await exists(target.media, found.file))) return null
  return { file: found.file, width: found.width, height: found.height }
}

async function storeOne(record: PhotoRecord, target: PhotoTarget): Promise<ImportedPhoto> {
  const stored =
    (await reusable(record, target)) ??
    (await storeBytes(
      isRemote(record.Url)
        ? await downloadPhoto(record.Url)
        : await readLocalPhoto(target.feedDir, record.Url),
      target,
    ))
  return {
    ...stored,
    credit: record.Credit,
    ...(record.Alt ? { alt: record.Alt } : {}),
    source: sourceOf(record),
  }
}

/**
 * Stores a record's photos in feed order. Every failing photo is reported (by its field path),
 * and any failure makes the record invalid, so a listing never goes out with a broken gallery.
 */
export async function storePhotos(
  records: readonly PhotoRecord[],
  target: PhotoTarget,
  /** The record's field the images come from, for the issues' paths. */
  field: 'Photos' | 'FloorPlans' = 'Photos',
): Promise<{ photos: ImportedPhoto[]; errors: ImportIssue[] }> {
  const results: (ImportedPhoto | ImportIssue)[] = new Array(records.length)
  let next = 0
  async function worker() {
    while (next < records.length) {
      const index = next++
      const record = records[index]!
      results[index] = await storeOne(record, target).catch((error: unknown) => {
        if (!(error instanceof PhotoError)) throw error
        return importIssue(
          fieldPath([field, index, 'Url']),
          error.code,
          error.message,
          error.params,
        )
      })
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallelDownloads, records.length) }, worker))
  return {
    photos: results.filter((result): result is ImportedPhoto => !('code' in result)),
    errors: results.filter((result): result is ImportIssue => 'code' in result),
  }
}
