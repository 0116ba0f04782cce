import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/server/db/client'
import { siteConfigDrafts } from '@/server/db/schema'
import { parseSiteConfig, type SiteConfig } from '@/lib/site-config/site-config-schema'

/**
 * The configuration being edited in the back office, parsed as the site reads it, or null when
 * there is no draft: what a preview request shows instead of the published one. Read on every
 * call (previews are rare and must show the latest save).
 */
export async function getDraftSiteConfig(): Promise<SiteConfig | null> {
  const [row] = await db()
    .select({ data: siteConfigDrafts.data })
    .from(siteConfigDrafts)
    .where(eq(siteConfigDrafts.id, 1))
  return row?.data == null ? null : parseSiteConfig(row.data)
}
