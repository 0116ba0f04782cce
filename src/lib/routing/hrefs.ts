import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from './localized-url'

/**
 * Resolves a path-catalogue original path to its URL in one language (or the entry's external link,
 * specification §3); undefined when the page is not published.
 */
export type Hrefs = (originalPath: string) => string | undefined

export function hrefsFor(
  catalogue: ReadonlyMap<
    string,
    { slugs: Partial<Record<Language, string>>; externalLink: string | null }
  >,
  lang: Language,
  defaultLanguage: Language,
): Hrefs {
  return (originalPath) => {
    const entry = catalogue.get(originalPath)
    if (entry?.externalLink) return entry.externalLink
    const slug = entry?.slugs[lang]
    return slug === undefined ? undefined : localizedUrl(lang, slug, defaultLanguage)
  }
}
