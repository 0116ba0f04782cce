'use client'

import { useEffect } from 'react'
import { retryOnlineAttribute } from './retry-online'

// One listener per page however many images render this; counted so unmounts stay balanced.
let mounted = 0

function retryFailedImages() {
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${retryOnlineAttribute}]`)) {
    // A failed image is complete without pixels; setting srcset again, even to the same value,
    // makes the browser select and fetch it anew.
    if (!image.complete || image.naturalWidth > 0) continue
    const srcset = image.getAttribute('srcset')
    if (srcset) image.setAttribute('srcset', srcset)
  }
}

/**
 * Specification §4: images load only while the browser is online. Offline the browser cannot
 * fetch them; this fetches the ones that failed as soon as it is online again
 * (docs/decisions/009-listing-images.md).
 */
export function OnlineImageRetry() {
  useEffect(() => {
    if (mounted++ === 0) window.addEventListener('online', retryFailedImages)
    return () => {
      if (--mounted === 0) window.removeEventListener('online', retryFailedImages)
    }
  }, [])
  return null
}
