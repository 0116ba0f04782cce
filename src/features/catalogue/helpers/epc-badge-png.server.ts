import 'server-only'
import sharp from 'sharp'
import type { EpcLabel } from '@/lib/belgium/epc'
import { epcBadgeSvg } from '@/lib/belgium/epc-badge'
import type { Region } from '@/lib/belgium/region'

// At most one entry per label of each scale (35), so the cache cannot grow without bound.
const rendered = new Map<string, Promise<Buffer>>()

/** The badge as PNG bytes; null when the label is not on the region's scale. */
export function epcBadgePng(region: Region, label: EpcLabel): Promise<Buffer> | null {
  const svg = epcBadgeSvg(region, label)
  if (svg === null) return null
  const key = `${region}/${label}`
  let png = rendered.get(key)
  if (!png) {
    png = sharp(Buffer.from(svg)).png().toBuffer()
    // A failed render is retried on the next request rather than cached.
    png.catch(() => rendered.delete(key))
    rendered.set(key, png)
  }
  return png
}
