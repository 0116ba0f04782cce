import type { Photo } from '@/server/db/schema'
import {
  photoSource,
  variantUrl,
  type VariantWidth,
} from '@/features/catalogue/media/image-variants'

export type ThumbnailQuality = 'low' | 'medium' | 'high'

/**
 * The three qualities of a video's thumbnail (specification §9): the site's own image variants,
 * since the thumbnail is the listing's photo served from this site, never a still fetched from the
 * video host before the visitor asks for the player (docs/decisions/051-video-thumbnails.md).
 */
export const thumbnailWidths: Record<ThumbnailQuality, VariantWidth> = {
  low: 400,
  medium: 600,
  high: 1360,
}

export type VideoThumbnail = { src: string; srcSet: string; width: number; height: number }

/**
 * The thumbnail of a listing's video or tour from its photo: `quality` (high by default) as the
 * `src`, the three qualities a photo is wide enough for in `srcSet`; null for a photo the
 * variant route does not serve.
 */
export function videoThumbnail(
  photo: Pick<Photo, 'file' | 'width' | 'height'>,
  quality: ThumbnailQuality = 'high',
): VideoThumbnail | null {
  if (!photoSource(photo.file)) return null
  const url = (width: VariantWidth) =>
    variantUrl(photo.file, width < photo.width ? width : 'original')
  const widths = [...new Set(Object.values(thumbnailWidths))].filter((width) => width < photo.width)
  const srcSet = [
    ...widths.map((width) => `${url(width)} ${width}w`),
    `${variantUrl(photo.file, 'original')} ${photo.width}w`,
  ].join(', ')
  return { src: url(thumbnailWidths[quality]), srcSet, width: photo.width, height: photo.height }
}
