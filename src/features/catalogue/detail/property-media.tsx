import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { parseVideoLink, type VideoLink } from '@/features/catalogue/helpers/video-link'
import type { PropertyView } from './types'
import { VideoFacade } from './video-facade'
import { videoThumbnail } from './video-thumbnail'
import styles from './detail.module.css'

type Media = { kind: 'video' | 'virtualTour'; link: VideoLink; original: string }

function mediaOf(property: PropertyView): Media[] {
  const found: Media[] = []
  const add = (kind: Media['kind'], url: string | undefined) => {
    const link = url ? parseVideoLink(url) : null
    if (url && link) found.push({ kind, link, original: url })
  }
  add('video', property.details.videoUrl)
  add('virtualTour', property.details.virtualTourUrl)
  return found
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** The property's video and virtual tour, each behind a facade that loads nothing before a click. */
export async function PropertyMedia({
  property,
  lang,
  title,
}: {
  property: PropertyView
  lang: Language
  title: string
}) {
  const media = mediaOf(property)
  if (media.length === 0) return null
  const photo = property.photos[0]
  const thumbnail = photo ? videoThumbnail(photo) : null
  const [t, shellT] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'shell' }),
  ])
  return (
    <section className={styles.section} aria-labelledby="property-media" data-print="hide">
      <h2 id="property-media">{t('media.title')}</h2>
      {media.map((item) => {
        const host = hostOf(item.link.embedUrl)
        const kind = item.kind === 'video' ? t('media.video') : t('media.virtualTour')
        return (
          <div key={item.kind} className={styles.mediaItem}>
            <h3 className={styles.small}>{kind}</h3>
            <VideoFacade
              link={item.link}
              original={item.original}
              thumbnail={thumbnail}
              labels={{
                load: item.kind === 'video' ? t('media.playVideo') : t('media.openTour'),
                privacy: t('media.privacy', { host }),
                openExternal: t('media.openExternal', { host: hostOf(item.original) }),
                opensInNewTab: shellT('opensInNewTab'),
                frameTitle: t('media.frameTitle', { kind, title }),
              }}
            />
          </div>
        )
      })}
    </section>
  )
}
