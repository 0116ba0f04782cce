import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Photo } from '@/server/db/schema'
import type { Language } from '@/lib/i18n/languages'
import { imageSizes } from '@/features/catalogue/media/image-variants'
import { DetailImage, photoHref, photoSources } from './detail-image'
import { Lightbox, type LightboxPhoto } from './lightbox'
import styles from './gallery.module.css'

/** How many thumbnails show under the main photo; the viewer has them all. */
const visibleThumbnails = 4

/** The alt text of a photo: its own in the language, else the title and its number. */
export function photoAlt(photo: Pick<Photo, 'alt'>, lang: string, title: string, index: number) {
  return photo.alt?.[lang]?.trim() || `${title} – ${index + 1}`
}

/**
 * The main photo (the page's LCP image) and a row of thumbnails, all links that open the photo
 * viewer (a small client component, no library). Without JavaScript each link leads to the large
 * photo and "show all photos" unfolds every photo as such a link. The caller handles "no photos".
 */
export async function PhotoGallery({
  photos,
  title,
  lang,
  headingId,
}: {
  photos: Photo[]
  title: string
  lang: Language
  headingId: string
}) {
  if (photos.length === 0) return null
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const count = photos.length
  const viewerPhotos: LightboxPhoto[] = photos.map((photo, index) => ({
    ...photoSources(photo),
    width: photo.width,
    height: photo.height,
    alt: photoAlt(photo, lang, title, index),
  }))
  const [first, ...rest] = photos
  const thumbnails = rest.slice(0, visibleThumbnails)
  const hidden = count - 1 - thumbnails.length
  const linkOf = (photo: Photo, index: number) => ({
    photo,
    index,
    lang,
    alt: photoAlt(photo, lang, title, index),
    opens: t('openPhoto', { index: index + 1, count }),
  })
  return (
    <section className={styles.gallery} aria-labelledby={headingId} data-print="gallery">
      <h2 id={headingId} className="visually-hidden">
        {t('photos')}
      </h2>
      <Lightbox
        photos={viewerPhotos}
        labels={{
          label: t('lightbox.label', { title }),
          close: t('lightbox.close'),
          previous: t('lightbox.previous'),
          next: t('lightbox.next'),
          play: t('lightbox.play'),
          pause: t('lightbox.pause'),
          counter: t.raw('lightbox.counter') as string,
        }}
      >
        <div className={count > 1 ? styles.grid : undefined}>
          {first && (
            <PhotoLink
              {...linkOf(first, 0)}
              className={styles.hero}
              sizes={imageSizes.detailHero}
              priority
              print="photo"
            >
              {count > 1 && (
                <span className={styles.count} data-print="hide">
                  {t('media.photoCount', { count })}
                </span>
              )}
            </PhotoLink>
          )}
          {thumbnails.length > 0 && (
            <ul className={styles.thumbs} data-print="hide">
              {thumbnails.map((photo, i) => (
                <li key={`${photo.file}-${i + 1}`}>
                  <PhotoLink
                    {...linkOf(photo, i + 1)}
                    className={styles.thumb}
                    sizes="(max-width: 766px) 50vw, 320px"
                  >
                    {i === thumbnails.length - 1 && hidden > 0 && (
                      <span className={styles.more} aria-hidden="true">
                        +{hidden}
                      </span>
                    )}
                  </PhotoLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {count > 1 && (
          // With JavaScript the summary opens the viewer instead of unfolding the list.
          <details data-print="hide">
            <summary className={styles.all} data-photo-index={0}>
              {t('showAllPhotos', { count })}
            </summary>
            <ul className={styles.allGrid}>
              {photos.map((photo, index) => (
                <li key={`${photo.file}-${index}`}>
                  <PhotoLink
                    {...linkOf(photo, index)}
                    className={styles.thumb}
                    sizes="(max-width: 766px) 50vw, 240px"
                  />
                </li>
              ))}
            </ul>
          </details>
        )}
      </Lightbox>
    </section>
  )
}

/** A photo that opens the viewer at `index`, or without JavaScript the large photo. */
function PhotoLink({
  photo,
  index,
  lang,
  alt,
  opens,
  className,
  sizes,
  priority = false,
  print,
  children,
}: {
  photo: Photo
  index: number
  lang: Language
  alt: string
  /** "(enlarge photo 2 of 8)", for screen readers after the photo's own text. */
  opens: string
  className: string | undefined
  sizes: string
  priority?: boolean
  print?: 'photo'
  children?: ReactNode
}) {
  return (
    <a href={photoHref(photo)} className={className} data-photo-index={index} data-print={print}>
      <DetailImage photo={photo} lang={lang} alt={alt} sizes={sizes} priority={priority} />
      <span className="visually-hidden"> ({opens})</span>
      {children}
    </a>
  )
}
