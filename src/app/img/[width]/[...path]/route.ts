import { parseVariant, sourceOfVariantPath } from '@/features/catalogue/media/image-variants'
import { immutableImageResponse, notFound } from '@/features/catalogue/media/image-response.server'
import { imageFormatFor } from '@/features/catalogue/media/image-format'
import { mediaRoots } from '@/features/catalogue/media/media-source.server'
import { contentTypes, variantImage } from '@/features/catalogue/media/variant-store.server'

type Params = { width: string; path: string[] }

/**
 * `/img/<width>/<source>.webp`: a photo resized to a variant of specification §9, as AVIF for the
 * browsers that accept it and WebP for the others (the URL keeps its name: one URL per variant,
 * whatever the browser; docs/decisions/054-avif-variants.md).
 */
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
  const format = imageFormatFor(request.headers.get('accept'))
  const bytes = source && (await variantImage(mediaRoots(), source, variant, format))
  return bytes ? immutableImageResponse(request, bytes, contentTypes[format], 'Accept') : notFound()
}
