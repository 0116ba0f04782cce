import type { Photo } from '@/server/db/schema'
import { fallbackSrc, phoneMedia, phoneSrcSet, srcSet } from './image-variants'
import styles from './listing-image.module.css'
import { OnlineImageRetry } from './online-image-retry'
import { retryOnlineAttribute } from './retry-online'

export type ListingImageProps = {
  photo: Pick<Photo, 'file' | 'width' | 'height' | 'alt'>
  /** The page's language, for the photo's own alt text. */
  lang: string
  /** Used when the photo has no alt text in `lang`; `''` marks a decorative image. */
  alt: string
  /** One of `imageSizes`, or the slot's own `sizes` value. */
  sizes: string
  /** The page's largest image (LCP): fetched at once and first. */
  priority?: boolean
  className?: string
}

/** A photo's alt text in the page's language, else the caller's. */
export const photoAlt = ({ photo, lang, alt }: Pick<ListingImageProps, 'photo' | 'lang' | 'alt'>) =>
  photo.alt?.[lang]?.trim() || alt

/** What every photo's `<img>` carries besides its source and alt: its size and priority. */
export function photoAttributes({
  photo,
  priority = false,
}: Pick<ListingImageProps, 'photo' | 'priority'>) {
  return {
    width: photo.width,
    height: photo.height,
    decoding: 'async',
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  } as const
}

/**
 * A listing or project photo in the WebP variants of specification §9. Width and height reserve
 * its box before it loads; other than the priority image, it loads when it comes into view. A
 * phone chooses among the variants up to 600 px (`phoneMedia`).
 */
export function ListingImage({ photo, lang, alt, sizes, priority, className }: ListingImageProps) {
  const attributes = { [retryOnlineAttribute]: '' }
  return (
    <>
      <picture className={styles.picture}>
        <source media={phoneMedia} srcSet={phoneSrcSet(photo)} sizes={sizes} />
        <img
          src={fallbackSrc(photo)}
          srcSet={srcSet(photo)}
          sizes={sizes}
          alt={photoAlt({ photo, lang, alt })}
          {...photoAttributes({ photo, priority })}
          className={className ? `${styles.image} ${className}` : styles.image}
          {...attributes}
        />
      </picture>
      <OnlineImageRetry />
    </>
  )
}
