import type { Photo } from '@/server/db/schema'
import {
  ListingImage,
  photoAlt,
  photoAttributes,
  type ListingImageProps,
} from '@/features/catalogue/media/listing-image'
import {
  fallbackSrc,
  photoSource,
  srcSet,
  variantUrl,
} from '@/features/catalogue/media/image-variants'

/**
 * A listing photo in its WebP variants; a photo the variant route cannot serve (an unexpected
 * path) is shown as it is rather than breaking the page.
 */
export function DetailImage(props: ListingImageProps) {
  if (photoSource(props.photo.file)) return <ListingImage {...props} />
  return (
    // eslint-disable-next-line @next/next/no-img-element -- not a source the variant route serves
    <img
      src={props.photo.file}
      alt={photoAlt(props)}
      {...photoAttributes(props)}
      className={props.className}
    />
  )
}

/** The `src` and `srcSet` of a photo for a client component (the lightbox). */
export function photoSources(photo: Pick<Photo, 'file' | 'width'>): {
  src: string
  srcSet?: string
} {
  if (!photoSource(photo.file)) return { src: photo.file }
  return { src: fallbackSrc(photo), srcSet: srcSet(photo) }
}

/** Where a photo's link leads without JavaScript: its largest variant, at most 1,360 px wide. */
export function photoHref(photo: Pick<Photo, 'file' | 'width'>): string {
  if (!photoSource(photo.file)) return photo.file
  return variantUrl(photo.file, photo.width > 1360 ? 1360 : 'original')
}
