import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/features/cms/sitemap.server'
import { requestOrigin } from '@/lib/request-origin.server'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await requestOrigin())
}
