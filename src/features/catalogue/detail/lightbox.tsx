'use client'

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useHydrated } from '@/lib/react/use-hydrated'
import styles from './gallery.module.css'

export type LightboxPhoto = {
  src: string
  srcSet?: string
  width: number
  height: number
  alt: string
}

export type LightboxLabels = {
  /** The dialog's accessible name. */
  label: string
  close: string
  previous: string
  next: string
  play: string
  pause: string
  /** '{index} / {count}' */
  counter: string
}

/** How long a photo stays in the slideshow. */
const slideMs = 4000
/** How far (px) a horizontal swipe must travel to change the photo. */
const swipeDistance = 40

/**
 * A photo viewer in a native modal <dialog>. The thumbnails are server-rendered `children`; any
 * link or summary inside them with `data-photo-index` opens the viewer at that photo (a click
 * with Ctrl, ⌘ or Shift still opens the link as the browser would). The wrapper says
 * `data-viewer="ready"` once it can. Arrows, ←/→, swipes
 * and a slideshow move through the photos; Escape, the close button or a click on the backdrop
 * closes it and focus returns to the button that opened it. The large image loads only when open.
 */
export function Lightbox({
  photos,
  labels,
  children,
}: {
  photos: LightboxPhoto[]
  labels: LightboxLabels
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const [index, setIndex] = useState<number | null>(null)
  const [playing, setPlaying] = useState(false)
  const count = photos.length
  const ready = useHydrated()

  const go = (step: number) =>
    setIndex((current) => (current === null ? current : (current + step + count) % count))

  useEffect(() => {
    if (!playing || index === null || count < 2) return
    const timer = setTimeout(() => setIndex((current) => ((current ?? 0) + 1) % count), slideMs)
    return () => clearTimeout(timer)
  }, [playing, index, count])

  const openFrom = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-photo-index]')
    if (!button || !event.currentTarget.contains(button) || !dialog.current) return
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    const start = Number(button.dataset.photoIndex)
    if (!Number.isInteger(start) || start < 0 || start >= count) return
    event.preventDefault()
    opener.current = button
    setIndex(start)
    if (!dialog.current.open) dialog.current.showModal()
    closeButton.current?.focus()
  }

  const onClose = () => {
    setIndex(null)
    setPlaying(false)
    opener.current?.focus()
  }

  const photo = index === null ? null : photos[index]
  const counter =
    index === null
      ? ''
      : labels.counter.replace('{index}', String(index + 1)).replace('{count}', String(count))

  return (
    <div onClick={openFrom} data-viewer={ready ? 'ready' : undefined}>
      {children}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={labels.label}
        onClose={onClose}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) event.currentTarget.close()
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') {
            event.preventDefault()
            go(-1)
          } else if (event.key === 'ArrowRight') {
            event.preventDefault()
            go(1)
          }
        }}
      >
        <div className={styles.bar}>
          <p className={styles.counter} aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            {counter}
            {photo?.alt ? <span className="visually-hidden">: {photo.alt}</span> : null}
          </p>
          {count > 1 && (
            <button
              type="button"
              className={styles.control}
              data-playing={playing ? '' : undefined}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
              <span className={styles.label}>{playing ? labels.pause : labels.play}</span>
            </button>
          )}
          <button
            ref={closeButton}
            type="button"
            className={styles.control}
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
            <span className={styles.label}>{labels.close}</span>
          </button>
        </div>
        <div
          className={styles.stage}
          onPointerDown={(event) => {
            swipe.current = { x: event.clientX, y: event.clientY }
          }}
          onPointerUp={(event) => {
            const start = swipe.current
            swipe.current = null
            if (!start) return
            const dx = event.clientX - start.x
            const dy = event.clientY - start.y
            if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1)
          }}
          onPointerCancel={() => {
            swipe.current = null
          }}
        >
          {photo && (
            // eslint-disable-next-line @next/next/no-img-element -- the variants come from /img/
            <img
              key={photo.src}
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="100vw"
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              draggable={false}
              className={styles.large}
            />
          )}
        </div>
        {count > 1 && (
          <div className={styles.nav}>
            <button type="button" className={styles.control} onClick={() => go(-1)}>
              <ArrowIcon direction="left" />
              <span className={styles.label}>{labels.previous}</span>
            </button>
            <button type="button" className={styles.control} onClick={() => go(1)}>
              <span className={styles.label}>{labels.next}</span>
              <ArrowIcon direction="right" />
            </button>
          </div>
        )}
      </dialog>
    </div>
  )
}

const iconProps = {
  'aria-hidden': true,
  focusable: false,
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
} as const

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...iconProps}>
      <path
        fill="currentColor"
        d={
          direction === 'left'
            ? 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z'
            : 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z'
        }
      />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M7 4.5v15l12-7.5z" />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M6 4.5h4v15H6zm8 0h4v15h-4z" />
    </svg>
  )
}

function CloseIcon() {
  return (
    <svg {...iconProps}>
      <path
        fill="currentColor"
        d="M18.3 7.1 16.9 5.7 12 10.6 7.1 5.7 5.7 7.1l4.9 4.9-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z"
      />
    </svg>
  )
}
