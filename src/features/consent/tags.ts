import { consentModeSignals, tagsToLoad, type ConsentChoices } from './consent-state'

export type TagIds = { tagManagerId: string; analyticsId: string; adsId: string; pixelId: string }

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[]
  loaded?: boolean
  version?: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
    fbq?: Fbq
    _fbq?: Fbq
  }
}

/** gtag() as Google defines it: arguments objects pushed onto the data layer. */
export const gtag: (...args: unknown[]) => void = function () {
  window.dataLayer = window.dataLayer ?? []
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads `arguments` objects, not arrays
  window.dataLayer.push(arguments)
}

function addScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

export function hasAnyTag(ids: TagIds): boolean {
  return Object.values(ids).some((id) => id !== '')
}

let loaded = { google: false, pixel: false }

/** Sends the consent update and loads the configured tags that the choices allow, each once. */
export function applyConsent(ids: TagIds, choices: ConsentChoices) {
  gtag('consent', 'update', consentModeSignals(choices))
  const allowed = tagsToLoad(choices)
  if (allowed.google && !loaded.google) {
    loaded = { ...loaded, google: true }
    gtag('js', new Date())
    if (ids.tagManagerId) {
      window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      addScript(
        `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`,
      )
    }
    const gtagId = ids.analyticsId || ids.adsId
    if (gtagId)
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`)
    if (ids.analyticsId) gtag('config', ids.analyticsId, { send_page_view: false })
    if (ids.adsId) gtag('config', ids.adsId)
  }
  if (allowed.pixel && ids.pixelId && !loaded.pixel) {
    loaded = { ...loaded, pixel: true }
    const fbq: Fbq = (...args: unknown[]) => {
      fbq.queue!.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    window.fbq = window.fbq ?? fbq
    window._fbq = window._fbq ?? window.fbq
    addScript('https://connect.facebook.net/en_US/fbevents.js')
    window.fbq('init', ids.pixelId)
  }
}

/** Reports a page view: to the tag manager's data layer, GA4 and the pixel, as allowed. */
export function reportPageView(ids: TagIds, choices: ConsentChoices) {
  const page = {
    page_location: window.location.href,
    page_title: document.title,
    page_language: document.documentElement.lang,
  }
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: 'page_view', ...page })
  if (ids.analyticsId && choices.analytics)
    gtag('event', 'page_view', { ...page, send_to: ids.analyticsId })
  if (choices.social && window.fbq) window.fbq('track', 'PageView')
}
