import 'server-only'
import { cvContentTypes, type CvKind } from '@/lib/forms/uploads/cv-file'
import { inspectOleDocument } from './ole-document.server'
import { inspectPdfDocument } from './pdf-document.server'
import { carriesPdfHeader, carriesZipArchive } from './polyglot.server'
import { inspectZipDocument } from './zip-document.server'
import { refuse, type Refusal } from './refusal'
import { maxUploadBytes } from '@/lib/forms/uploads/upload-limits'

export type CvInspection = { ok: true; kind: CvKind; contentType: string } | Refusal

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

const pdfSignature = [...Buffer.from('%PDF-', 'latin1')]
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const zipSignature = [0x50, 0x4b, 0x03, 0x04]

/**
 * Decides by content alone whether `bytes` are a CV we accept: a PDF without active content, a
 * Word 97–2003 document (OLE2), a DOCX or an ODT (ZIP containers, judged on their central directory
 * before their entries are inflated and checked against it), none of them carrying a container of
 * another kind (a polyglot). The name and the browser's MIME type are not consulted: a DOCX called
 * cv.pdf is a DOCX (and is stored as cv.docx), an executable called cv.pdf is refused.
 */
export async function inspectCvBytes(bytes: Uint8Array): Promise<CvInspection> {
  if (bytes.length === 0) return refuse('empty', 'empty')
  if (bytes.length > maxUploadBytes) return refuse('too-large', 'too-large')
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

  if (startsWith(bytes, pdfSignature)) return (await inspectPdfDocument(buffer)) ?? accepted('pdf')
  if (startsWith(bytes, oleSignature)) {
    if (carriesZipArchive(buffer) || carriesPdfHeader(buffer)) {
      return refuse('unsafe-archive', 'polyglot')
    }
    return inspectOleDocument(bytes) ?? accepted('doc')
  }
  if (startsWith(bytes, zipSignature)) {
    if (carriesPdfHeader(buffer)) return refuse('unsafe-archive', 'polyglot')
    const result = await inspectZipDocument(buffer)
    return 'kind' in result ? accepted(result.kind) : result
  }
  return refuse('wrong-type', 'unknown-signature')
}

function accepted(kind: CvKind): CvInspection {
  return { ok: true, kind, contentType: cvContentTypes[kind] }
}
