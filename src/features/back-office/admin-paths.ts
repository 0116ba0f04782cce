import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'

/**
 * The back office's URLs: `/admin/` in the default language, `/fr/admin/leads/12/` in another.
 * Not in the path catalogue: nothing of it is public, indexed or cached.
 */
export function adminHref(
  lang: Language,
  defaultLanguage: Language,
  ...segments: string[]
): string {
  return localizedUrl(
    lang,
    ['admin', ...segments.map(encodeURIComponent)].join('/'),
    defaultLanguage,
  )
}

/** Whether a request path is a back-office page (never cached, never indexed: src/proxy.ts). */
export function isAdminPath(pathname: string, enabled: readonly Language[]): boolean {
  const segments = pathname.split('/').filter(Boolean)
  const first = enabled.includes(segments[0] as Language) ? segments[1] : segments[0]
  return first === 'admin'
}
