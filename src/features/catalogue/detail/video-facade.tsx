'use client'

import { useState } from 'react'
import type { VideoLink } from '@/features/catalogue/helpers/video-link'
import type { VideoThumbnail } from './video-thumbnail'
import styles from './detail.module.css'

export type FacadeLabels = {
  /** 'Play the video' or 'Start the virtual tour'. */
  load: string
  /** Says nothing is loaded from the host before the click. */
  privacy: string
  /** 'Open on {host}' already filled in. */
  openExternal: string
  opensInNewTab: string
  /** The iframe's title. */
  frameTitle: string
}

/**
 * A click-to-load facade (privacy by default): no request goes to the video or tour service until
 * the visitor asks for the player. Its thumbnail is the listing's photo from this site. A link to
 * the original page works without JavaScript.
 */
export function VideoFacade({
  link,
  original,
  thumbnail,
  labels,
}: {
  link: VideoLink
  original: string
  thumbnail: VideoThumbnail | null
  labels: FacadeLabels
}) {
  const [loaded, setLoaded] = useState(false)
  if (loaded) {
    return (
      <div className={styles.player}>
        {link.kind === 'file' ? (
          <video src={link.embedUrl} controls autoPlay preload="metadata" title={labels.frameTitle}>
            <a href={original}>{labels.openExternal}</a>
          </video>
        ) : (
          <iframe
            src={link.embedUrl}
            title={labels.frameTitle}
            allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    )
  }
  return (
    <div className={styles.facade}>
      {thumbnail && (
        // eslint-disable-next-line @next/next/no-img-element -- the site's own variants, as srcset
        <img
          src={thumbnail.src}
          srcSet={thumbnail.srcSet}
          sizes="(min-width: 1280px) 800px, 100vw"
          width={thumbnail.width}
          height={thumbnail.height}
          // Decorative: the button beside it says what it is.
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.thumbnail}
          data-video-thumbnail
        />
      )}
      <button type="button" className={styles.play} onClick={() => setLoaded(true)}>
        <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
          <path fill="currentColor" d="M7 4.5v15l12-7.5z" />
        </svg>
        <span>{labels.load}</span>
      </button>
      <p className={styles.muted}>{labels.privacy}</p>
      <p>
        <a href={original} target="_blank" rel="noopener noreferrer">
          {labels.openExternal} <span className={styles.muted}>{labels.opensInNewTab}</span>
        </a>
      </p>
    </div>
  )
}
