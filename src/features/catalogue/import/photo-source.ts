import { stat, readFile } from 'node:fs/promises'
import path from 'node:path'
import { OutboundError } from '@/server/outbound/outbound-error'
import { outboundFetch } from '@/server/outbound/outbound-fetch'

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

/** The reason a download failed, as the import reports it (OutboundError carries no body). */
export function photoFailure(error: OutboundError): PhotoError {
  switch (error.code) {
    case 'too-large':
      return tooLarge()
    case 'timeout': {
      const seconds = downloadTimeoutMs / 1000
      return new PhotoError(`download timed out after ${seconds} s`, 'photoTimeout', { seconds })
    }
    case 'refused': {
      const host = error.host ?? ''
      return new PhotoError(
        `points to ${host}, a private or local address the site does not download from`,
        'photoRefused',
        { host },
      )
    }
    default:
      return new PhotoError(`download failed (${error.message})`, 'photoDownload', {
        reason: error.message,
      })
  }
}

/**
 * Downloads a photo from the CRM's photo host through the outbound guard (src/server/outbound/):
 * no private or local address, each of at most 3 redirects checked; slow, failing or oversized
 * answers are refused.
 */
export async function downloadPhoto(url: string): Promise<Uint8Array> {
  try {
    const response = await outboundFetch(url, {
      maxBytes: maxPhotoBytes,
      timeoutMs: downloadTimeoutMs,
    })
    const { status } = response
    if (status < 200 || status > 299)
      throw new PhotoError(`download failed: HTTP ${status}`, 'photoHttp', { status })
    return response.body
  } catch (error) {
    if (error instanceof OutboundError) throw photoFailure(error)
    throw error
  }
}
