/** The encodings a variant is made in (src/features/catalogue/media/variant-store.server.ts). */
export type ImageFormat = 'avif' | 'webp'

/**
 * AVIF for a browser whose `Accept` names `image/avif` (Chrome, Edge, Firefox and Safari send it
 * with every image request), WebP otherwise: a wildcard (`*\/*`, `image/*`) is no promise that
 * AVIF decodes, and `q=0` refuses it. deploy/nginx/site-maps.conf makes the same choice.
 */
export function imageFormatFor(accept: string | null): ImageFormat {
  for (const range of (accept ?? '').split(',')) {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    if (type !== 'image/avif') continue
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return quality && Number(quality.slice(2)) === 0 ? 'webp' : 'avif'
  }
  return 'webp'
}
