import { z } from '@/lib/zod'
import { maxUploadBytes } from './upload-limits'

/** The document types a CV may have, decided by the file's content (inspect-upload.server.ts). */
export const cvKinds = ['pdf', 'doc', 'docx', 'odt'] as const
export type CvKind = (typeof cvKinds)[number]

export const cvContentTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const satisfies Record<CvKind, string>

/**
 * The file input's `accept` attribute: a hint for the browser's file picker only; the server
 * decides by content.
 */
export const cvAccept = [
  ...cvKinds.map((kind) => `.${kind}`),
  ...Object.values(cvContentTypes),
].join(',')

/**
 * Why an upload is refused; each has a message under `upload.errors` in messages/*.json.
 * - empty: no file, or a file of 0 bytes
 * - too-large: above maxUploadBytes
 * - wrong-type: not a PDF, DOC, DOCX or ODT by its content (whatever its name says)
 * - unsafe-archive: a damaged container, or one with parts we refuse (zip bomb, unsafe names,
 *   macros, sizes that lie, another container hidden inside)
 * - encrypted: password-protected, so the agency could not open it
 * - active-content: a PDF with scripts, attached files or other active parts (printing it to a new
 *   PDF removes them, which is what its message says)
 */
export const uploadErrorCodes = [
  'empty',
  'too-large',
  'wrong-type',
  'unsafe-archive',
  'encrypted',
  'active-content',
] as const
export type UploadErrorCode = (typeof uploadErrorCodes)[number]

/**
 * The checks that need no reading of the content, for the browser (before a 10 MB upload is sent)
 * and again on the server. Each issue's message is an UploadErrorCode, which the form turns into
 * the localized `upload.errors.<code>` message. The content check is inspectCvBytes on the server.
 */
export const cvFileSchema = z
  .instanceof(File, { error: 'empty' satisfies UploadErrorCode })
  .refine((file) => file.size > 0, { error: 'empty' satisfies UploadErrorCode, abort: true })
  .refine((file) => file.size <= maxUploadBytes, { error: 'too-large' satisfies UploadErrorCode })
