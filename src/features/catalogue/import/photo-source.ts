import { stat, readFile } from 'node:fs/promises'
import path from 'node:path'

export const maxPhotoBytes = 15 * 1024 * 1024
export const downloadTimeoutMs = 15_000

/**
 * A photo that cannot be used; the message is shown to the CRM operator after the field path,
 * the code and parameters say it in the back office's languages (import-issue.ts).
 */
export class PhotoError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message)
  }
}

export function isRemote(location: string): boolean {
  return /^https?:\/\//i.test(location)
}

const megabytes = `${maxPhotoBytes / 1024 / 1024} MB`
const tooLarge = () => new PhotoError(`is larger than ${megabytes}`, 'photoTooLarge', { megabytes })

/** Reads a photo beside the feed file; the schema already refused absolute paths and '..'. */
export async function readLocalPhoto(feedDir: string, location: string): Promise<Uint8Array> {
  const root = path.resolve(feedDir)
  const file = path.resolve(root, location)
  const relative = path.relative(root, file)
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new PhotoError('must be a file inside the feed folder', 'photoOutsideFeed')
  }
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) {
    throw new PhotoError(`file not found: ${location}`, 'photoNotFound', { location })
  }
  if (info.size > maxPhotoBytes) throw tooLarge()
  return new Uint8Array(await readFile(file))
}

async function readLimited(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxPhotoBytes) throw tooLarge()
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
      throw tooLarge()
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

function downloadFailure(error: unknown): PhotoError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    const seconds = downloadTimeoutMs / 1000
    return new PhotoError(`download timed out after ${seconds} s`, 'photoTimeout', { seconds })
  }
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  const reason = `${error instanceof Error ? error.message : String(error)}${cause}`
  return new PhotoError(`download failed (${reason})`, 'photoDownload', { reason })
}

/** Downloads a photo from the CRM's photo host, refusing slow, failing or oversized answers. */
export async function downloadPhoto(url: string, fetchImpl: typeof fetch): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(downloadTimeoutMs)
  try {
    const response = await fetchImpl(url, { signal, redirect: 'follow' })
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      const { status } = response
      throw new PhotoError(`download failed: HTTP ${status}`, 'photoHttp', { status })
    }
    return await readLimited(response)
  } catch (error) {
    if (error instanceof PhotoError) throw error
    throw downloadFailure(error)
  }
}
