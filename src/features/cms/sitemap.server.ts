import 'server-only'
import type { MetadataRoute } from 'next'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { alternatesFor } from '@/lib/routing/alternates'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { indexable } from './page-metadata'

/** Every published, indexable page in every enabled language, each with its hreflang alternates. */
export async function sitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const [catalogue, settings] = await Promise.all([getPathCatalogue(), getLanguageSettings()])
  const entries: MetadataRoute.Sitemap = []
  for (const entry of catalogue.values()) {
    if (!indexable(entry.route)) continue
    const alternates = alternatesFor(entry.slugs, settings.enabled, settings.defaultLanguage)
    const languages = Object.fromEntries(
      Object.entries(alternates).map(([lang, url]) => [lang, new URL(url, origin).toString()]),
    )
    for (const url of Object.values(languages)) {
      entries.push({ url, alternates: { languages } })
    }
  }
  return entries
}
