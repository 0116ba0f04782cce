import type { UploadErrorCode } from '@/lib/forms/uploads/cv-file'

/**
 * Why a file was refused, more precisely than the visitor is told: for logs and tests.
 * The visitor sees the UploadErrorCode's message.
 */
export type RefusalReason =
  | 'empty'
  | 'too-large'
  | 'unknown-signature'
  | 'pdf-without-eof'
  | 'not-a-word-document'
  | 'not-a-text-document'
  | 'malformed'
  | 'too-many-entries'
  | 'entry-too-large'
  | 'total-too-large'
  | 'compression-ratio'
  | 'unsafe-name'
  | 'duplicate-name'
  | 'unsupported-compression'
  | 'macros'
  | 'encrypted'
  /** A ZIP entry inflates to another size than the central directory says. */
  | 'entry-size-mismatch'
  /** A ZIP entry's content does not have the CRC-32 the central directory says. */
  | 'entry-crc-mismatch'
  /** Valid as one kind and carrying another container: a ZIP in a PDF or DOC, a PDF in a ZIP or DOC. */
  | 'polyglot'
  | 'pdf-javascript'
  | 'pdf-launch'
  | 'pdf-embedded-file'
  | 'pdf-rich-media'
  | 'pdf-xfa'
  | 'pdf-additional-actions'
  /** An object stream we cannot read (another filter than FlateDecode, a predictor, bad data). */
  | 'pdf-unreadable-stream'
  /** Object streams inflating beyond pdfLimits.maxInflatedBytes. */
  | 'pdf-streams-too-large'
  /** More object streams, or more scanning, than pdfLimits allows. */
  | 'pdf-too-complex'

export type Refusal = { ok: false; code: UploadErrorCode; reason: RefusalReason }
export const refuse = (code: UploadErrorCode, reason: RefusalReason): Refusal => ({
  ok: false,
  code,
  reason,
})
