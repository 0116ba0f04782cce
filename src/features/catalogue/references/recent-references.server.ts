import 'server-only'
import { and, desc, eq, gte, inArray } from 'drizzle-orm'
import { properties, propertyTypes, type MultiLang, type Photo } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'

/** A sold or let listing as the references page shows it. */
export type Reference = {
  id: number
  status: 'sold' | 'rented'
  city: string
  typeName: MultiLang
  photo: Photo | null
  closedAt: Date
  /** Only when the configuration shows prices and the listing's price was published. */
  price: number | null
  /** 0 = sale, 1 = rent: what the price is (a rent is per month). */
  goal: number
}

/** At most this many cards: the page shows recent results, not an archive. */
const maxReferences = 60

/**
 * The published listings sold or let within the configuration's period (`references.months`
 * back from `now`), most recent first. The price stays on the server unless
 * `references.showPrice` allows it.
 */
export async function recentReferences(
  db: Database,
  settings: SiteConfig['references'],
  now = new Date(),
): Promise<Reference[]> {
  const since = new Date(now)
  since.setUTCMonth(since.getUTCMonth() - settings.months)
  const rows = await db
    .select({
      id: properties.id,
      status: properties.status,
      goal: properties.goal,
      city: properties.city,
      typeName: propertyTypes.name,
      photos: properties.photos,
      closedAt: properties.closedAt,
      price: properties.price,
      publishPrice: properties.publishPrice,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(
      and(
        eq(properties.published, true),
        inArray(properties.status, ['sold', 'rented']),
        gte(properties.closedAt, since),
      ),
    )
    .orderBy(desc(properties.closedAt), desc(properties.id))
    .limit(maxReferences)
  return rows.map((row) => ({
    id: row.id,
    status: row.status === 'rented' ? 'rented' : 'sold',
    goal: row.goal,
    city: row.city,
    typeName: row.typeName,
    photo: row.photos[0] ?? null,
    closedAt: row.closedAt ?? now,
    price: settings.showPrice && row.publishPrice ? row.price : null,
  }))
}
