import { stat, readFile } from 'node:fs/promises'
import path from 'node:path'

export const maxPhotoBytes = 15 * 1024 * 1024
export const downloadTimeoutMs = 15_000

/** A photo that cannot be used; the message is shown to the CRM operator after the field path. */
export class PhotoError extends Error {}

export function isRemote(location: string): boolean {
  return /^https?:\/\//i.test(location)
}

const megabytes = `${maxPhotoBytes / 1024 / 1024} MB`

/** Reads a photo beside the feed file; the schema already refused absolute paths and '..'. */
export async function readLocalPhoto(feedDir: string, location: string): Promise<Uint8Array> {
  const root = path.resolve(feedDir)
  const file = path.resolve(root, location)
  const relative = path.relative(root, file)
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new PhotoError('must be a file inside the feed folder')
  }
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) throw new PhotoError(`file not found: ${location}`)
  if (info.size > maxPhotoBytes) throw new PhotoError(`is larger than ${megabytes}`)
  return new Uint8Array(await readFile(file))
}

async function readLimited(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxPhotoBytes) throw new PhotoError(`is larger than ${megabytes}`)
  if (!response.body) return new Uint8Array(await response.arrayBuffer())
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    // A missing or lying Content-Length must not let a huge body fill the memory.
    if (size > maxPhotoBytes) {
      await reader.cancel().catch(() => {})
      throw new PhotoError(`is larger than ${megabytes}`)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `download timed out after ${downloadTimeoutMs / 1000} s`
  }
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `download failed (${error instanceof Error ? error.message : String(error)}${cause})`
}

/** Downloads a photo from the CRM's photo host, refusing slow, failing or oversized answers. */
export async function downloadPhoto(url: string, fetchImpl: typeof fetch): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(downloadTimeoutMs)
  try {
    const response = await fetchImpl(url, { signal, redirect: 'follow' })
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new PhotoError(`download failed: HTTP ${response.status}`)
    }
    return await readLimited(response)
  } catch (error) {
    if (error instanceof PhotoError) throw error
    throw new PhotoError(describeFailure(error))
  }
}
