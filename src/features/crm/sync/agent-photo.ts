import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { downloadPhoto } from '@/features/catalogue/node'
import type { ObjectStore } from '@/server/storage/object-store'

/** Four times the largest portrait the site draws (72 px on the listing's agent card). */
const side = 288

/**
 * Fetches a CRM user's photo through the outbound guard and stores it as a square JPEG portrait
 * under `media/agents/`, named by its content, so the site never serves the CRM's original (often
 * several megabytes) for a 72-pixel portrait. Throws when it cannot be downloaded or decoded.
 * Returns the agent row's `photo`.
 */
export async function storeAgentPhoto(media: ObjectStore, url: string): Promise<string> {
  const original = await downloadPhoto(url)
  const portrait = await sharp(original, { failOn: 'truncated' })
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
