import type { MetadataRoute } from 'next'
import { siteOrigin } from '@/lib/site-origin.server'

export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = siteOrigin()
  return { rules: [{ userAgent: '*', allow: '/' }], sitemap: `${origin}/sitemap.xml` }
}
