import type { MetadataRoute } from 'next'
import { catalogueSitemapEntries } from '@/features/catalogue/sitemap.server'
import { sitemapEntries } from '@/features/cms/sitemap.server'
import { teamSitemapEntries } from '@/features/team/server'
import { siteOrigin } from '@/lib/site-origin.server'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteOrigin()
  const [pages, listings, agents] = await Promise.all([
    sitemapEntries(origin),
    catalogueSitemapEntries(origin),
    teamSitemapEntries(origin),
  ])
  return [...pages, ...listings, ...agents]
}
