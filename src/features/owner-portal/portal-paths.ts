import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'

/**
 * The portal's own URLs: `/nl/portal/`, `/fr/portal/4521/`, `/portal/password/` in the default
 * language. They are not in the path catalogue: nothing of the portal is public or indexed.
 */
export function portalHref(
  lang: Language,
  defaultLanguage: Language,
  ...segments: string[]
): string {
  return localizedUrl(
    lang,
    ['portal', ...segments.map(encodeURIComponent)].join('/'),
    defaultLanguage,
  )
}

/** Whether a request path is a portal page (it is then never cached, src/proxy.ts). */
export function isPortalPath(pathname: string, enabled: readonly Language[]): boolean {
  const segments = pathname.split('/').filter(Boolean)
  const first = enabled.includes(segments[0] as Language) ? segments[1] : segments[0]
  return first === 'portal'
}
