import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { agents, projects, projectUnits, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { typeIds } from '@/server/seed/demo/property-types'
import { loadProjectBySlug } from './load-project.server'
import {
  loadPropertyByReference,
  similarProperties,
  similarPriceMargin,
} from './load-property.server'

type PropertyRow = typeof properties.$inferInsert

let database: Awaited<ReturnType<typeof createTestDatabase>>
const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
const base = demo.properties.find((row) => row.reference === '4521')!
const unpublished = demo.properties.find((row) => row.published === false)!
const sold = demo.properties.find((row) => row.status === 'sold' && row.published !== false)!
const villa = demo.properties.find(
  (row) => row.typeId === typeIds.villa && row.published !== false,
)!

// Listings around 4521 (a Brussels apartment for sale) that the similar-properties rules sort out.
let nextId = 10_000
const variant = (reference: string, changes: Partial<PropertyRow>): PropertyRow => ({
  ...base,
  id: nextId++,
  reference,
  ...changes,
})
const near = { lat: base.lat! + 0.002, lng: base.lng! + 0.002 }
const extra: PropertyRow[] = [
  variant('SIM-NEAR', { ...near, price: 270_000 }),
  variant('SIM-FAR', { lat: base.lat! + 0.4, lng: base.lng! - 0.3, price: 255_000 }),
  variant('SIM-STUDIO', { ...near, typeId: typeIds.studio, price: 240_000 }),
  variant('SIM-NOCOORDS', { lat: null, lng: null, price: 262_000 }),
  variant('SIM-SOLD', { lat: base.lat, lng: base.lng, price: 260_000, status: 'sold', marquee: 1 }),
  variant('SIM-OPTION', { ...near, price: 265_000, status: 'option' }),
  variant('SIM-UNPUBLISHED', { ...near, published: false }),
  variant('SIM-TOO-DEAR', { ...near, price: Math.ceil(260_000 * (1 + similarPriceMargin)) + 1000 }),
  variant('SIM-TOO-CHEAP', {
    ...near,
    price: Math.floor(260_000 * (1 - similarPriceMargin)) - 1000,
  }),
  variant('SIM-RENT', { ...near, goal: 1, price: 1_200 }),
  variant('SIM-HOUSE', { ...near, typeId: typeIds.house }),
  variant('SIM-BAD-DETAILS', {
    ...near,
    published: true,
    price: 900_000,
    details: { pScore: 'Z', heatingType: 'gas', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  }),
]

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  await database.db.insert(projects).values(demo.projects)
  await database.db.insert(projectUnits).values(demo.projectUnits)
  await database.db.insert(properties).values([...demo.properties, ...extra])
})

afterAll(async () => database.drop())

describe('loadPropertyByReference', () => {
  it('loads a published property with its type and contact person', async () => {
    const property = await loadPropertyByReference('4521', database.db)
    expect(property).not.toBeNull()
    expect(property!.reference).toBe('4521')
    expect(property!.city).toBe('Ixelles')
    expect(property!.region).toBe('Brussels')
    expect(property!.title.fr).toContain('Ixelles')
    expect(property!.type).toMatchObject({
      id: typeIds.apartment,
      webId: 2,
      parent: null,
      slug: { en: 'apartment', fr: 'appartement' },
    })
    expect(property!.agent).toMatchObject({ firstName: 'Camille', lastName: 'Lambert' })
    expect(property!.agent!.role.fr).toBeTruthy()
    expect(property!.details.heatingType).toBeTruthy()
    expect(property!.photos.length).toBeGreaterThan(0)
    expect(property!.floorPlans).toEqual([])
    expect(property!.createdAt).toBeInstanceOf(Date)
  })

  it('loads the floor plans apart from the photos', async () => {
    const planned = demo.properties.find((row) => (row.floorPlans ?? []).length > 0)!
    const property = await loadPropertyByReference(planned.reference, database.db)
    expect(property!.floorPlans).toEqual(planned.floorPlans)
    expect(property!.photos).toEqual(planned.photos)
  })

  it('joins a sub-type with its parent type', async () => {
    const property = await loadPropertyByReference(villa.reference, database.db)
    expect(property!.type).toMatchObject({
      id: typeIds.villa,
      parentId: typeIds.house,
      webId: 1,
      parent: { id: typeIds.house, webId: 1, slug: { en: 'house', nl: 'huis' } },
    })
  })

  it('still shows sold and rented properties', async () => {
    const property = await loadPropertyByReference(sold.reference, database.db)
    expect(property).toMatchObject({ status: 'sold', published: true })
  })

  it('answers null for an unknown or unpublished reference', async () => {
    expect(await loadPropertyByReference('does-not-exist', database.db)).toBeNull()
    expect(await loadPropertyByReference('', database.db)).toBeNull()
    expect(await loadPropertyByReference(unpublished.reference, database.db)).toBeNull()
    expect(await loadPropertyByReference('SIM-UNPUBLISHED', database.db)).toBeNull()
  })

  it('drops an invalid details field instead of failing', async () => {
    const property = await loadPropertyByReference('SIM-BAD-DETAILS', database.db)
    expect(property!.details).toEqual({
      heatingType: 'gas',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    })
  })
})

describe('similarProperties', () => {
  it('applies goal, root type, price ±30 % and publication, never itself', async () => {
    const property = (await loadPropertyByReference('4521', database.db))!
    const similar = await similarProperties(property, 100, database.db)
    const references = similar.map((item) => item.reference)
    expect(references).not.toContain('4521')
    for (const excluded of [
      'SIM-UNPUBLISHED',
      'SIM-TOO-DEAR',
      'SIM-TOO-CHEAP',
      'SIM-RENT',
      'SIM-HOUSE',
      'SIM-BAD-DETAILS',
    ]) {
      expect(references).not.toContain(excluded)
    }
    expect(references).toEqual(expect.arrayContaining(['SIM-NEAR', 'SIM-FAR', 'SIM-STUDIO']))
    for (const item of similar) {
      expect(item.goal).toBe(0)
      expect(item.type.parent?.id ?? item.type.id).toBe(typeIds.apartment)
      expect(item.price!).toBeGreaterThanOrEqual(260_000 * (1 - similarPriceMargin))
      expect(item.price!).toBeLessThanOrEqual(260_000 * (1 + similarPriceMargin))
    }
  })

  it('puts available ones first, then options, then sold; nearest first', async () => {
    const property = (await loadPropertyByReference('4521', database.db))!
    const similar = await similarProperties(property, 100, database.db)
    const rank = (status: string) => (status === 'available' ? 0 : status === 'option' ? 1 : 2)
    const ranks = similar.map((item) => rank(item.status))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    const references = similar.map((item) => item.reference)
    expect(references.indexOf('SIM-NEAR')).toBeLessThan(references.indexOf('SIM-FAR'))
    expect(references.indexOf('SIM-FAR')).toBeLessThan(references.indexOf('SIM-NOCOORDS'))
    expect(references.indexOf('SIM-OPTION')).toBeGreaterThan(references.indexOf('SIM-NOCOORDS'))
    expect(references.at(-1)).toBe('SIM-SOLD')
    // Within the available ones with coordinates, distances never decrease.
    const distance = (item: (typeof similar)[number]) =>
      (item.lat! - property.lat!) ** 2 +
      ((item.lng! - property.lng!) * Math.cos((property.lat! * Math.PI) / 180)) ** 2
    const available = similar.filter((item) => item.status === 'available' && item.lat !== null)
    const distances = available.map(distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('returns at most `limit`, four by default', async () => {
    const property = (await loadPropertyByReference('4521', database.db))!
    expect(await similarProperties(property, undefined, database.db)).toHaveLength(4)
    expect(await similarProperties(property, 2, database.db)).toHaveLength(2)
    expect(await similarProperties(property, 0, database.db)).toEqual([])
    const nearest = await similarProperties(property, 1, database.db)
    expect(['SIM-NEAR', 'SIM-STUDIO']).toContain(nearest[0]!.reference)
  })

  it('without a price or coordinates still matches goal and type', async () => {
    const property = (await loadPropertyByReference('4521', database.db))!
    const similar = await similarProperties(
      { ...property, price: null, lat: null, lng: null },
      100,
      database.db,
    )
    const references = similar.map((item) => item.reference)
    expect(references).toEqual(expect.arrayContaining(['SIM-TOO-DEAR', 'SIM-TOO-CHEAP']))
    expect(references).not.toContain('SIM-RENT')
    expect(references).not.toContain('SIM-HOUSE')
  })
})

describe('loadProjectBySlug', () => {
  it('loads a published project with its units, constructions and contact person', async () => {
    const project = await loadProjectBySlug('residentie-leiezicht-gent', database.db)
    expect(project).not.toBeNull()
    expect(project!.name).toBe('Residentie Leiezicht')
    expect(project!.agent).toMatchObject({ firstName: 'Pieter' })
    const expectedUnits = demo.projectUnits.filter((unit) => unit.projectId === project!.id)
    expect(project!.units).toHaveLength(expectedUnits.length)
    const floors = project!.units.map((unit) => Number(unit.floor))
    expect(floors).toEqual([...floors].sort((a, b) => a - b))
    const constructions = demo.properties.filter(
      (row) => row.projectId === project!.id && row.published !== false,
    )
    expect(project!.constructions.map((item) => item.reference).sort()).toEqual(
      constructions.map((row) => row.reference).sort(),
    )
    expect(project!.constructions[0]!.type.slug.en).toBeTruthy()
    expect(project!.documents).toEqual([])
  })

  it('answers null for an unknown or unpublished project', async () => {
    expect(await loadProjectBySlug('no-such-project', database.db)).toBeNull()
    await database.db
      .update(projects)
      .set({ published: false })
      .where(eq(projects.slug, 'les-terrasses-de-meuse-namur'))
    expect(await loadProjectBySlug('les-terrasses-de-meuse-namur', database.db)).toBeNull()
  })
})
