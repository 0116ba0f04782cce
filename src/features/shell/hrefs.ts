import type { Language } from '@/features/i18n/languages'
import { localizedUrl } from '@/features/i18n/localized-url'

/** Resolves a path-catalogue original path to its URL in one language; undefined when unpublished. */
export type Hrefs = (originalPath: string) => string | undefined

export function hrefsFor(
  catalogue: ReadonlyMap<string, { slugs: Partial<Record<Language, string>> }>,
  lang: Language,
  defaultLanguage: Language,
): Hrefs {
  return (originalPath) => {
    const slug = catalogue.get(originalPath)?.slugs[lang]
    return slug === undefined ? undefined : localizedUrl(lang, slug, defaultLanguage)
  }
}
