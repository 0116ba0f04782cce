import type { Language } from '@/lib/i18n/languages'

/**
 * The public URL of a localized path (decisions.md §3): the default language is served unprefixed,
 * every other language under its prefix; paths end with a slash.
 */
export function localizedUrl(lang: Language, slug: string, defaultLanguage: Language): string {
  const tail = slug ? `${slug}/` : ''
  return lang === defaultLanguage ? `/${tail}` : `/${lang}/${tail}`
}

/** True for link targets that leave the site (specification §2: //, http, tel: or mailto:). */
export function isExternalTarget(href: string): boolean {
  return (
    href.includes('//') ||
    href.startsWith('http') ||
    href.startsWith('tel:') ||
    href.startsWith('mailto:')
  )
}

/** Splits a request path into an enabled language prefix and the slug behind it. */
export function splitLanguagePrefix(
  pathname: string,
  enabled: readonly Language[],
): { lang: Language | null; slug: string } {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  const lang = enabled.find((code) => code === first) ?? null
  return { lang, slug: (lang ? segments.slice(1) : segments).join('/') }
}

/**
 * The visitor's preferred language from an Accept-Language header, among the enabled ones,
 * honouring q-values; null when nothing matches.
 */
export function pickAcceptedLanguage(
  header: string | null | undefined,
  enabled: readonly Language[],
): Language | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { base } of ranked) {
    const match = enabled.find((code) => code === base)
    if (match) return match
  }
  return null
}
