import 'server-only'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import type yauzl from 'yauzl'
import { crc32 } from './crc32'
import { refuse, type Refusal } from './refusal'

/** ZIP compression method 8 (APPNOTE 4.4.5); the only other one accepted is 0, stored. */
const deflated = 8

class LongerThanDeclared extends Error {}

/**
 * Checks that each entry's content is what the central directory says it is: inflated, it has the
 * declared uncompressed size and CRC-32. The central directory is what the size limits (zipLimits)
 * judged, so an archive whose sizes lie must not pass. Nothing is kept or written: every inflated
 * chunk is counted, checksummed and dropped, and an entry is stopped as soon as it outgrows its
 * declared size, so a 4 KB entry that would inflate to 1 GiB costs a few kilobytes of work. The work
 * is bounded by the declared sizes, which zipLimits bounds (100 MiB in all).
 */
export async function checkEntryContents(
  zip: yauzl.ZipFile,
  entries: yauzl.Entry[],
): Promise<Refusal | null> {
  for (const entry of entries) {
    const refusal = await checkEntryContent(zip, entry)
    if (refusal) return refusal
  }
  return null
}

async function checkEntryContent(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Refusal | null> {
  let size = 0
  let crc = 0
  const counter = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > entry.uncompressedSize) return callback(new LongerThanDeclared())
      crc = crc32(chunk, crc)
      callback()
    },
  })
  try {
    // The raw bytes, inflated here rather than by yauzl, whose size check leaves its inflater
    // running after the error (yauzl issue 27); pipeline destroys every stream on the first error.
    const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false })
    if (entry.compressionMethod === deflated) {
      await pipeline(raw, zlib.createInflateRaw(), counter)
    } else {
      await pipeline(raw, counter)
    }
  } catch (error) {
    return refuse(
      'unsafe-archive',
      error instanceof LongerThanDeclared ? 'entry-size-mismatch' : 'malformed',
    )
  }
  if (size !== entry.uncompressedSize) return refuse('unsafe-archive', 'entry-size-mismatch')
  if (crc !== entry.crc32) return refuse('unsafe-archive', 'entry-crc-mismatch')
  return null
}
