/** Every language the product has catalogues for; which are enabled comes from the site configuration. */
export const supportedLanguages = ['en', 'nl', 'fr', 'de'] as const
export type Language = (typeof supportedLanguages)[number]

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}
