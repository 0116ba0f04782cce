import 'server-only'
import { sql } from 'drizzle-orm'
import { projects, properties, propertyTypes, type Photo } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { splitListingId, type ListingId } from '@/lib/keep/listing-ids'
import {
  listingCardColumns,
  toListingCard,
  type ListingCard,
  type ListingCardRow,
} from '@/features/catalogue/search/listing-card'
import type { PropertyDetails } from '@/features/catalogue/property-details-schema'
import { parseDetails } from '@/features/catalogue/detail/load-property.server'

/** What the compare table shows beyond the card. */
export type CompareFacts = {
  bathrooms: number | null
  plotArea: number | null
  epcValue: number | null
  details: PropertyDetails
}

/** A kept id as the favourites and compare pages show it, in the visitor's order. */
export type KeptListing =
  | { id: ListingId; kind: 'property'; card: ListingCard; facts: CompareFacts; published: boolean }
  | {
      id: ListingId
      kind: 'project'
      project: { id: number; slug: string; name: string; zip: string; city: string }
      photo: Photo | null
      published: boolean
    }
  /** An id no listing has (deleted, or never existed). */
  | { id: ListingId; kind: 'missing' }

type PropertyRow = ListingCardRow & {
  published: boolean
  bathrooms: number | null
  plotArea: number | null
  epcValue: number | null
  details: Record<string, unknown>
}

/**
 * The listings of a favourites or compare list, published or not (a withdrawn listing is marked,
 * not dropped, so that the visitor's list never silently shrinks).
 */
export async function loadKeptListings(
  database: Database,
  ids: readonly ListingId[],
): Promise<KeptListing[]> {
  const split = ids.map(splitListingId)
  const propertyIds = split.filter((id) => id.kind === 'property').map((id) => id.id)
  const projectIds = split.filter((id) => id.kind === 'project').map((id) => id.id)
  const [propertyRows, projectRows] = await Promise.all([
    propertyIds.length === 0
      ? []
      : database
          .execute<PropertyRow>(
            sql`select ${listingCardColumns}, ${properties.published} as "published",
              ${properties.bathrooms} as "bathrooms", ${properties.plotArea} as "plotArea",
              ${properties.epcValue} as "epcValue", ${properties.details} as "details"
            from ${properties}
            join ${propertyTypes} on ${propertyTypes.id} = ${properties.typeId}
            where ${properties.id} in (${sql.join(propertyIds, sql`, `)})`,
          )
          .then((result) => result.rows),
    projectIds.length === 0
      ? []
      : database
          .select({
            id: projects.id,
            slug: projects.slug,
            name: projects.name,
            zip: projects.zip,
            city: projects.city,
            photos: projects.photos,
            published: projects.published,
          })
          .from(projects)
          .where(sql`${projects.id} in (${sql.join(projectIds, sql`, `)})`),
  ])
  const propertyById = new Map(propertyRows.map((row) => [row.id, row]))
  const projectById = new Map(projectRows.map((row) => [row.id, row]))
  return ids.map((id, index): KeptListing => {
    const { kind, id: number } = split[index]!
    if (kind === 'property') {
      const row = propertyById.get(number)
      if (!row) return { id, kind: 'missing' }
      return {
        id,
        kind,
        card: toListingCard(row),
        published: row.published,
        facts: {
          bathrooms: row.bathrooms,
          plotArea: row.plotArea,
          epcValue: row.epcValue,
          details: parseDetails(row.details),
        },
      }
    }
    const row = projectById.get(number)
    if (!row) return { id, kind: 'missing' }
    const { photos, published, ...project } = row
    return { id, kind, project, photo: photos[0] ?? null, published }
  })
}
