import type { MetadataRoute } from 'next'
import { requestOrigin } from '@/lib/request-origin.server'

export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin()
  return { rules: [{ userAgent: '*', allow: '/' }], sitemap: `${origin}/sitemap.xml` }
}
