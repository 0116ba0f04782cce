import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from './localized-url'

/** The entry's URL in every enabled language that has a localized path. */
export function alternatesFor(
  slugs: Partial<Record<Language, string>>,
  enabled: readonly Language[],
  defaultLanguage: Language,
): Partial<Record<Language, string>> {
  const result: Partial<Record<Language, string>> = {}
  for (const lang of enabled) {
    const slug = slugs[lang]
    if (slug !== undefined) result[lang] = localizedUrl(lang, slug, defaultLanguage)
  }
  return result
}
