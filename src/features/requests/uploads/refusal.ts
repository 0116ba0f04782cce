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

export type Refusal = { ok: false; code: UploadErrorCode; reason: RefusalReason }
export const refuse = (code: UploadErrorCode, reason: RefusalReason): Refusal => ({
  ok: false,
  code,
  reason,
})
