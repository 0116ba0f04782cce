import 'server-only'
import { asc, eq, sql } from 'drizzle-orm'
import { db } from '@/server/db/client'
import { projects, projectUnits, type MultiLang, type Photo } from '@/server/db/schema'

export type ProjectCard = {
  id: number
  slug: string
  name: string
  city: string
  zip: string
  description: MultiLang
  photo: Photo | null
  priceFrom: number | null
  priceTo: number | null
  units: number
  available: number
  /** Units sold or sold out. */
  sold: number
}

// Specification §4: a unit is sold or sold out; either way it is no longer on offer.
const onOffer = sql`${projectUnits.status} not in ('sold', 'sold_out')`

/**
 * Published new-build projects with the price range of the units on offer and how many units are
 * still available, and how many are sold.
 */
export async function listProjects(): Promise<ProjectCard[]> {
  const rows = await db()
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      city: projects.city,
      zip: projects.zip,
      description: projects.description,
      photos: projects.photos,
      priceFrom: sql<number | null>`min(${projectUnits.price}) filter (where ${onOffer})`,
      priceTo: sql<number | null>`max(${projectUnits.price}) filter (where ${onOffer})`,
      units: sql<number>`count(${projectUnits.id})::int`,
      available: sql<number>`(count(${projectUnits.id}) filter (where ${projectUnits.status} = 'available'))::int`,
      sold: sql<number>`(count(${projectUnits.id}) filter (where not (${onOffer})))::int`,
    })
    .from(projects)
    .leftJoin(projectUnits, eq(projectUnits.projectId, projects.id))
    .where(eq(projects.published, true))
    .groupBy(projects.id)
    .orderBy(asc(projects.name))
  return rows.map(({ photos, ...row }) => ({ ...row, photo: photos[0] ?? null }))
}
