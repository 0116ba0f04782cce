import 'server-only'
import type { MetadataRoute } from 'next'
import { eq } from 'drizzle-orm'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { projects, properties, propertyTypes } from '@/server/db/schema'
import { propertyUrl } from '@/lib/routing/property-url'

/** Every published property and project in every enabled language, with hreflang alternates. */
export async function catalogueSitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const [catalogue, settings] = await Promise.all([getPathCatalogue(), getLanguageSettings()])
  const listUrl = (original: string, lang: Language) => {
    const slug = catalogue.get(original)?.slugs[lang]
    return slug === undefined ? undefined : localizedUrl(lang, slug, settings.defaultLanguage)
  }
  const entries: MetadataRoute.Sitemap = []
  const add = (urls: Partial<Record<Language, string>>, lastModified: Date) => {
    const languages = Object.fromEntries(
      Object.entries(urls).map(([lang, url]) => [lang, new URL(url, origin).toString()]),
    )
    for (const url of Object.values(languages))
      entries.push({ url, lastModified, alternates: { languages } })
  }
  const listings = await db()
    .select({
      reference: properties.reference,
      city: properties.city,
      goal: properties.goal,
      updatedAt: properties.updatedAt,
      slug: propertyTypes.slug,
      name: propertyTypes.name,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(eq(properties.published, true))
  for (const listing of listings) {
    const urls: Partial<Record<Language, string>> = {}
    for (const lang of settings.enabled) {
      const list = listUrl(listing.goal === 0 ? 'for-sale' : 'for-rent', lang)
      if (list)
        urls[lang] = propertyUrl(
          list,
          { ...listing, type: { slug: listing.slug, name: listing.name } },
          lang,
        )
    }
    add(urls, listing.updatedAt)
  }
  const projectRows = await db()
    .select({ slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.published, true))
  for (const project of projectRows) {
    const urls: Partial<Record<Language, string>> = {}
    for (const lang of settings.enabled) {
      const list = listUrl('new-projects', lang)
      if (list) urls[lang] = `${list}${encodeURIComponent(project.slug)}/`
    }
    add(urls, project.updatedAt)
  }
  return entries
}
