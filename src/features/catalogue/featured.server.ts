import 'server-only'
import { and, desc, eq } from 'drizzle-orm'
import { db } from '@/server/db/client'
import { properties } from '@/server/db/schema'
import { selectSummaries, toSummary } from './detail/load-property.server'
import type { PropertySummary } from './detail/types'

/** The newest published listings still on the market, for the home page's property module. */
export async function featuredProperties(limit: number): Promise<PropertySummary[]> {
  const rows = await selectSummaries(db())
    .where(and(eq(properties.published, true), eq(properties.status, 'available')))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(Math.min(Math.max(limit, 1), 12))
  return rows.map(toSummary)
}
