import 'server-only'
import { getPathCatalogue } from './path-catalogue.server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'

/** The localized URL of a CMS page by its original path ('privacy-statement'), or '/' if absent. */
export async function pageHref(originalPath: string, lang: Language): Promise<string> {
  const [catalogue, config] = await Promise.all([getPathCatalogue(), getSiteConfig()])
  const slugs = catalogue.get(originalPath)?.slugs
  const slug = slugs?.[lang] ?? slugs?.[config.defaultLanguage]
  return slug === undefined ? '/' : localizedUrl(lang, slug, config.defaultLanguage)
}
