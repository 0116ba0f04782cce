import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { downloadPhoto } from '@/features/catalogue/node'
import type { ObjectStore } from '@/server/storage/object-store'

/** Four times the largest portrait the site draws (72 px on the listing's agent card). */
const side = 288

/**
 * Stores an agent's photo as a square JPEG portrait under `media/agents/`, named by its content,
 * so the site never serves an original (often several megabytes) for a 72-pixel portrait. Throws
 * when the bytes cannot be decoded. Returns the agent row's `photo`.
 */
export async function storeAgentPortrait(
  media: ObjectStore,
  original: Uint8Array,
): Promise<string> {
  const portrait = await sharp(original, { failOn: 'truncated', limitInputPixels: 40_000_000 })
    .rotate()
    .resize(side, side, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  const name = `${createHash('sha256').update(portrait).digest('hex').slice(0, 16)}.jpg`
  if ((await media.modified(`media/agents/${name}`)) === null) {
    await media.put(`media/agents/${name}`, portrait, 'image/jpeg')
  }
  return `/files/agents/${name}`
}

/**
 * Fetches a CRM user's photo through the outbound guard and stores it as a portrait. Throws when
 * it cannot be downloaded or decoded.
 */
export async function storeAgentPhoto(media: ObjectStore, url: string): Promise<string> {
  return storeAgentPortrait(media, await downloadPhoto(url))
}
