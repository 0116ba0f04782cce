import { parseVariant, sourceOfVariantPath } from '@/features/catalogue/media/image-variants'
import { immutableImageResponse, notFound } from '@/features/catalogue/media/image-response.server'
import { mediaRoots } from '@/features/catalogue/media/media-source.server'
import { variantImage } from '@/features/catalogue/media/variant-store.server'

type Params = { width: string; path: string[] }

/** `/img/<width>/<source>.webp`: a photo resized to a variant of specification §9, as WebP. */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { width, path } = await params
  const variant = parseVariant(width)
  if (variant === null) {
    return new Response('Unknown image width', {
      status: 400,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  const source = sourceOfVariantPath(path)
  const bytes = source && (await variantImage(mediaRoots(), source, variant))
  return bytes ? immutableImageResponse(request, bytes, 'image/webp') : notFound()
}
