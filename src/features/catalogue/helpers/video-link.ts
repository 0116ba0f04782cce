export type VideoLink =
  | { kind: 'file'; embedUrl: string }
  | {
      kind: 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'kuula' | 'nodalview'
      id: string
      embedUrl: string
    }

const fileTypes = /\.(mp4|mov|wmv|avi|flv|webm)$/i
const youtubeId = /^[A-Za-z0-9_-]{11}$/
const tourId = /^[A-Za-z0-9_-]+$/

/** The host without 'www.', 'm.' or 'web.', so each service is matched once. */
const siteOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|web)\./, '')
const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean)

function toUrl(input: string): URL | null {
  const text = input.trim()
  if (!text) return null
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function youtube(url: URL, site: string): string | null {
  const [first, second] = segmentsOf(url)
  const id =
    site === 'youtu.be'
      ? first
      : first === 'watch'
        ? url.searchParams.get('v')
        : first && ['embed', 'shorts', 'live', 'v'].includes(first)
          ? second
          : undefined
  return id && youtubeId.test(id) ? id : null
}

function vimeo(url: URL): { id: string; hash?: string } | null {
  const segments = segmentsOf(url)
  const index = segments.findIndex((segment) => /^\d+$/.test(segment))
  const id = segments[index]
  if (index < 0 || !id) return null
  // Unlisted videos need their privacy hash, either after the id or as ?h=.
  const hash = url.searchParams.get('h') ?? segments[index + 1]
  return hash && /^[0-9a-f]+$/i.test(hash) ? { id, hash } : { id }
}

function facebook(url: URL, site: string): string | null {
  const segments = segmentsOf(url)
  if (site === 'fb.watch') {
    const code = segments[0]
    return code && tourId.test(code) ? code : null
  }
  const fromQuery = url.searchParams.get('v')
  if ((segments[0] === 'watch' || segments[0] === 'video.php') && fromQuery) {
    return /^\d+$/.test(fromQuery) ? fromQuery : null
  }
  const marker = segments.findIndex((segment) => segment === 'videos' || segment === 'reel')
  const id = marker >= 0 ? segments[marker + 1] : undefined
  return id && /^\d+$/.test(id) ? id : null
}

/**
 * Recognises a listing's video or virtual-tour link (specification §5) and gives the address to
 * embed it. Embeds use the services' privacy-friendly players where they have one. Null when the
 * link is not one the site can show.
 */
export function parseVideoLink(input: string): VideoLink | null {
  const url = toUrl(input)
  if (!url) return null
  const site = siteOf(url)
  const segments = segmentsOf(url)

  if (['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'music.youtube.com'].includes(site)) {
    const id = youtube(url, site)
    return id
      ? { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null
  }
  if (site === 'vimeo.com' || site === 'player.vimeo.com') {
    const video = vimeo(url)
    if (!video) return null
    const hash = video.hash ? `&h=${video.hash}` : ''
    return {
      kind: 'vimeo',
      id: video.id,
      embedUrl: `https://player.vimeo.com/video/${video.id}?dnt=1${hash}`,
    }
  }
  if (site === 'facebook.com' || site === 'fb.watch') {
    const id = facebook(url, site)
    if (!id) return null
    const page =
      site === 'fb.watch'
        ? `https://fb.watch/${id}/`
        : `https://www.facebook.com${url.pathname}${url.search}`
    return {
      kind: 'facebook',
      id,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(page)}`,
    }
  }
  if (site === 'my.matterport.com') {
    const id = url.searchParams.get('m')
    if (segments[0] !== 'show' || !id || !tourId.test(id)) return null
    return { kind: 'matterport', id, embedUrl: `https://my.matterport.com/show/?m=${id}` }
  }
  if (site === 'kuula.co') {
    const collection = segments[1] === 'collection'
    const id = collection ? segments[2] : segments[1]
    if (segments[0] !== 'share' || !id || !tourId.test(id)) return null
    const path = collection ? `collection/${id}` : id
    return { kind: 'kuula', id, embedUrl: `https://kuula.co/share/${path}` }
  }
  if (site === 'nodalview.com') {
    const id = segments[0]
    if (segments.length !== 1 || !id || !tourId.test(id)) return null
    return { kind: 'nodalview', id, embedUrl: `https://nodalview.com/${id}` }
  }
  if (fileTypes.test(url.pathname)) return { kind: 'file', embedUrl: url.href }
  return null
}
