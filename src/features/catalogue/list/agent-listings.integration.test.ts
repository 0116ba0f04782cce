import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { properties } from '@/server/db/schema'
import { agentIds } from '@/server/seed/demo/agents'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { agentListings } from './agent-listings.server'

let database: Awaited<ReturnType<typeof createTestDatabase>>
const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })

beforeAll(async () => {
  database = await createTestDatabase()
  await insertDemoCatalogue(database.db, demo)
})
afterAll(async () => database?.drop())

describe("an agent's listings", () => {
  it('are their published listings on the market, sales first, newest first', async () => {
    const expected = demo.properties
      .filter(
        (row) =>
          row.agentId === agentIds.rentals &&
          row.published !== false &&
          (row.status === 'available' || row.status === 'option'),
      )
      .sort((a, b) => a.goal - b.goal || b.createdAt!.getTime() - a.createdAt!.getTime())
    const items = await agentListings(database.db, agentIds.rentals)
    expect(items.length).toBeGreaterThan(0)
    expect(items.map((item) => item.id)).toEqual(expected.map((row) => row.id))
  })

  it("leave out another agent's, sold ones and unpublished ones", async () => {
    const [first] = await agentListings(database.db, agentIds.flandersSales)
    await database.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, first!.id))
    const [second] = await agentListings(database.db, agentIds.flandersSales)
    await database.db
      .update(properties)
      .set({ published: false })
      .where(eq(properties.id, second!.id))
    const items = await agentListings(database.db, agentIds.flandersSales)
    const ids = items.map((item) => item.id)
    expect(ids).not.toContain(first!.id)
    expect(ids).not.toContain(second!.id)
    const owners = await database.db
      .select({ id: properties.id, agentId: properties.agentId })
      .from(properties)
    const ownerOf = new Map(owners.map((row) => [row.id, row.agentId]))
    expect(ids.every((id) => ownerOf.get(id) === agentIds.flandersSales)).toBe(true)
  })
})
