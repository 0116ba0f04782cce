import 'server-only'
import sharp from 'sharp'
import { maxUploadBytes } from '@/lib/forms/uploads/upload-limits'
import type { ObjectStore } from '@/server/storage/object-store'
import { storeAgentPortrait } from '@/features/crm/server'

const acceptedFormats = new Set(['jpeg', 'png', 'webp'])

/**
 * An uploaded agent photo, checked by decoding it whatever its name or declared type said (a
 * JPEG, PNG or WebP of at most 10 MB), then made the same 288-pixel portrait as a CRM's photo.
 * The error's code when the file is refused.
 */
export async function storeUploadedPortrait(
  store: ObjectStore,
  file: File,
): Promise<{ photo: string } | { error: 'photoInvalid' | 'photoTooLarge' }> {
  if (file.size > maxUploadBytes) return { error: 'photoTooLarge' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  try {
    const { format } = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()
    if (!format || !acceptedFormats.has(format)) return { error: 'photoInvalid' }
    return { photo: await storeAgentPortrait(store, bytes) }
  } catch {
    return { error: 'photoInvalid' }
  }
}
