import 'server-only'
import type { MetadataRoute } from 'next'
import { eq, sql } from 'drizzle-orm'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { projects, properties, propertyTypes } from '@/server/db/schema'
import { propertyUrl } from '@/lib/routing/property-url'
import { landingUrl } from './landing/landing-route.server'
import { townOfCity } from './landing/landing-towns'
import { landingTypes } from './landing/landing-types.server'

/**
 * Every published property and project, and the landing pages of the towns and types that have
 * published listings, in every enabled language, with hreflang alternates.
 */
export async function catalogueSitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const [catalogue, settings] = await Promise.all([getPathCatalogue(), getLanguageSettings()])
  const listUrl = (original: string, lang: Language) => {
    const slug = catalogue.get(original)?.slugs[lang]
    return slug === undefined ? undefined : localizedUrl(lang, slug, settings.defaultLanguage)
  }
  const entries: MetadataRoute.Sitemap = []
  const add = (urls: Partial<Record<Language, string>>, lastModified: Date | undefined) => {
    const languages = Object.fromEntries(
      Object.entries(urls).map(([lang, url]) => [lang, new URL(url, origin).toString()]),
    )
    for (const url of Object.values(languages))
      entries.push({ url, ...(lastModified && { lastModified }), alternates: { languages } })
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
  for (const urls of await landingSitemapUrls(listUrl, settings.enabled)) add(urls, undefined)
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

/**
 * The URLs of each landing page that lists something: a town with published listings of a goal,
 * and that town with each type of those listings and the type's root (the list's type filter).
 */
async function landingSitemapUrls(
  listUrl: (original: string, lang: Language) => string | undefined,
  enabled: readonly Language[],
): Promise<Partial<Record<Language, string>>[]> {
  const [rows, types] = await Promise.all([
    db()
      .selectDistinct({ goal: properties.goal, city: properties.city, typeId: properties.typeId })
      .from(properties)
      .where(sql`${properties.published}`),
    landingTypes(),
  ])
  const typeById = new Map(types.map((type) => [type.id, type]))
  const pages = new Map<string, Partial<Record<Language, string>>>()
  for (const row of rows) {
    const town = townOfCity(row.city)
    const type = typeById.get(row.typeId)
    if (!town || (row.goal !== 0 && row.goal !== 1)) continue
    const root = type?.parentId != null ? typeById.get(type.parentId) : undefined
    for (const each of [undefined, type, root]) {
      const key = `${row.goal}/${town.slug}/${each?.id ?? ''}`
      if (pages.has(key)) continue
      const urls: Partial<Record<Language, string>> = {}
      for (const lang of enabled) {
        const list = listUrl(row.goal === 0 ? 'for-sale' : 'for-rent', lang)
        if (list) urls[lang] = landingUrl(list, town, each, lang)
      }
      pages.set(key, urls)
    }
  }
  return [...pages.values()]
}
