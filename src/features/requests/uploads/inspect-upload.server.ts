import 'server-only'
import { cvContentTypes, type CvKind } from '@/lib/forms/uploads/cv-file'
import { inspectOleDocument } from './ole-document.server'
import { inspectZipDocument } from './zip-document.server'
import { refuse, type Refusal } from './refusal'
import { maxUploadBytes } from '@/lib/forms/uploads/upload-limits'

export type CvInspection = { ok: true; kind: CvKind; contentType: string } | Refusal

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

const pdfSignature = [...Buffer.from('%PDF-', 'latin1')]
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const zipSignature = [0x50, 0x4b, 0x03, 0x04]
const pdfEnd = Buffer.from('%%EOF', 'latin1')
/** Readers (Acrobat among them) look for %%EOF in the last 1024 bytes; so do we. */
const pdfEndWindow = 1024

/**
 * Decides by content alone whether `bytes` are a CV we accept: a PDF, a Word 97–2003 document
 * (OLE2), a DOCX or an ODT (ZIP containers, judged on their central directory without unpacking
 * anything). The name and the browser's MIME type are not consulted: a DOCX called cv.pdf is a
 * DOCX (and is stored as cv.docx), an executable called cv.pdf is refused.
 */
export async function inspectCvBytes(bytes: Uint8Array): Promise<CvInspection> {
  if (bytes.length === 0) return refuse('empty', 'empty')
  if (bytes.length > maxUploadBytes) return refuse('too-large', 'too-large')

  if (startsWith(bytes, pdfSignature)) {
    const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(
      Math.max(0, bytes.length - pdfEndWindow),
    )
    if (!tail.includes(pdfEnd)) return refuse('wrong-type', 'pdf-without-eof')
    return accepted('pdf')
  }
  if (startsWith(bytes, oleSignature)) return inspectOleDocument(bytes) ?? accepted('doc')
  if (startsWith(bytes, zipSignature)) {
    const result = await inspectZipDocument(bytes)
    return 'kind' in result ? accepted(result.kind) : result
  }
  return refuse('wrong-type', 'unknown-signature')
}

function accepted(kind: CvKind): CvInspection {
  return { ok: true, kind, contentType: cvContentTypes[kind] }
}
