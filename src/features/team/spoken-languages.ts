import type { Language } from '@/lib/i18n/languages'

/**
 * The languages an agent speaks, named in the page's language as a sentence would list them:
 * 'Dutch, English and French', 'néerlandais, anglais et français'.
 */
export function spokenLanguages(codes: readonly string[], lang: Language): string {
  const names = new Intl.DisplayNames([lang], { type: 'language' })
  const named = codes.map((code) => {
    try {
      return names.of(code) ?? code
    } catch {
      return code
    }
  })
  return new Intl.ListFormat([lang], { type: 'conjunction' }).format(named)
}
