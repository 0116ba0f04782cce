import 'server-only'
import { randomBytes } from 'node:crypto'
import type { OutboxAttachment } from '@/server/db/schema'
import type { ObjectStore } from '@/server/storage/object-store'
import {
  cvContentTypes,
  cvFileSchema,
  type CvKind,
  type UploadErrorCode,
} from '@/lib/forms/uploads/cv-file'
import { inspectCvBytes } from './inspect-upload.server'
import type { RefusalReason } from './refusal'
import { uploadsFolder } from '@/lib/forms/uploads/upload-limits'

export { uploadsFolder }

const maxBaseNameLength = 100

/**
 * A file name safe on every file system and in an e-mail, keeping the visitor's words: the last
 * path segment (old browsers send a whole Windows path), letters and digits of any script, spaces,
 * dots, hyphens and underscores; the rest becomes a hyphen. The extension is the detected type's,
 * whatever the visitor's name said.
 */
export function safeUploadName(originalName: string, kind: CvKind): string {
  const last = originalName.split(/[/\\]/).pop() ?? ''
  const base = last
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/([ ._-])[ ._-]+/g, '$1')
    .replace(/^[ ._-]+|[ ._-]+$/g, '')
    .slice(0, maxBaseNameLength)
    .replace(/[ ._-]+$/, '')
  return `${base || 'cv'}.${kind}`
}

/**
 * Writes accepted bytes to attachments/uploads/<random id>/<safe name> in the object store (a new
 * folder per upload, so two visitors' cv.pdf never meet; in DATA_DIR readable by the site only)
 * and returns the outbox attachment pointing at it.
 */
export async function storeUpload(
  store: ObjectStore,
  upload: { bytes: Uint8Array; originalName: string; kind: CvKind },
): Promise<OutboxAttachment> {
  const filename = safeUploadName(upload.originalName, upload.kind)
  const key = `${uploadsFolder}/${randomBytes(16).toString('hex')}/${filename}`
  const contentType = cvContentTypes[upload.kind]
  await store.put(key, upload.bytes, contentType)
  return { filename, contentType, path: key }
}

/**
 * Removes a stored upload's folder, for a caller whose transaction failed after storing it. Only a
 * folder directly under attachments/uploads is ever removed.
 */
export async function removeStoredUpload(
  store: ObjectStore,
  attachment: OutboxAttachment,
): Promise<void> {
  const folder = /^attachments\/uploads\/([0-9a-f]{32})\/[^/]+$/.exec(attachment.path)?.[1]
  if (folder) await store.removeFolder(`${uploadsFolder}/${folder}`)
}

export type CvUploadResult =
  | { ok: true; attachment: OutboxAttachment; kind: CvKind }
  | { ok: false; code: UploadErrorCode; reason: RefusalReason | 'not-a-file' }

/**
 * The whole server side of a CV field: size checked before the content is read, type decided by
 * content, the accepted file stored for the outbox. A refusal names the code whose localized
 * message (`upload.errors.<code>`) the form shows next to the field.
 */
export async function acceptCvUpload(value: unknown, store: ObjectStore): Promise<CvUploadResult> {
  const parsed = cvFileSchema.safeParse(value)
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message === 'too-large' ? 'too-large' : 'empty'
    return { ok: false, code, reason: value instanceof File ? code : 'not-a-file' }
  }
  const file = parsed.data
  const bytes = new Uint8Array(await file.arrayBuffer())
  const inspection = await inspectCvBytes(bytes)
  if (!inspection.ok) return inspection
  const attachment = await storeUpload(store, {
    bytes,
    originalName: file.name,
    kind: inspection.kind,
  })
  return { ok: true, attachment, kind: inspection.kind }
}
