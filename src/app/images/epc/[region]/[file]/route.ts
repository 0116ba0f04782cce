import { isEpcLabelOf, regionFromSlug } from '@/lib/belgium/epc'
import { epcBadgePng } from '@/features/catalogue/helpers/epc-badge-png.server'

type Params = { region: string; file: string }

/** The site's own EPC label images at /images/epc/{region}/{label}.png (decisions.md §4). */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { region: slug, file } = await params
  const region = regionFromSlug(slug)
  const label = /^([a-z_]+)\.png$/.exec(file)?.[1]
  const png = region && label && isEpcLabelOf(region, label) ? epcBadgePng(region, label) : null
  if (!png)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(new Uint8Array(await png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
