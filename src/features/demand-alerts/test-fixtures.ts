// Listings and demands for the demand-alert tests: each test changes only what it is about.
import { eq } from 'drizzle-orm'
import { demands, listingChanges, properties } from '@/server/db/schema'
import type { Database } from '@/server/db/types'

let sequence = 0

/** A published villa for sale (type 11, under house 1) in `zip`, inserted as a new listing. */
export async function insertListing(
  db: Database,
  overrides: Partial<typeof properties.$inferInsert> = {},
): Promise<typeof properties.$inferSelect> {
  sequence += 1
  const [row] = await db
    .insert(properties)
    .values({
      reference: `DA-${sequence}`,
      goal: 0,
      typeId: 11,
      status: 'available',
      published: true,
      price: 300_000,
      zip: '9000',
      city: 'Gent',
      region: 'Flanders',
      bedrooms: 3,
      bathrooms: 2,
      title: {
        en: `Villa number ${sequence}`,
        nl: `Villa nummer ${sequence}`,
        fr: `Villa numéro ${sequence}`,
      },
      description: { en: 'A villa.' },
      details: { garages: 1, parkings: 1, parkingsExternal: 1 },
      ...overrides,
    })
    .returning()
  return row!
}

/** A demand that `insertListing`'s defaults pass: a house for sale in 9000, no bounds. */
export async function insertDemand(
  db: Database,
  email: string,
  overrides: Partial<typeof demands.$inferInsert> = {},
): Promise<typeof demands.$inferSelect> {
  const [row] = await db
    .insert(demands)
    .values({ email, locale: 'en', goal: 0, typeIds: [1], zips: ['9000'], ...overrides })
    .returning()
  return row!
}

export async function changesOf(db: Database, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: listingChanges.kind })
    .from(listingChanges)
    .where(eq(listingChanges.propertyId, propertyId))
    .orderBy(listingChanges.id)
  return rows.map((row) => row.kind)
}
