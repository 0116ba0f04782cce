import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { siteConfig } from '@/server/db/schema'
import { seedContent } from '@/server/seed/seed-content'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  process.env.DATABASE_URL = database.url
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

describe('site configuration stored in PostgreSQL', () => {
  it('is seeded from the versioned file and read back validated', async () => {
    await seedContent(database.db)
    const { getLanguageSettings, getSiteConfig } = await import('./site-config.server')
    expect((await getSiteConfig()).agency.name).toBe('Immo Horizon')
    expect(await getLanguageSettings()).toEqual({
      enabled: ['en', 'nl', 'fr', 'de'],
      defaultLanguage: 'en',
    })
  })

  it('refuses a stored document with a bad field, naming its path', async () => {
    const [row] = await database.db.select().from(siteConfig)
    const data = structuredClone(row!.data) as { footer: { colors: { text: string } } }
    data.footer.colors.text = 'white'
    const { parseSiteConfig } = await import('@/lib/site-config/site-config-schema')
    await database.db.update(siteConfig).set({ data })
    const [stored] = await database.db.select().from(siteConfig)
    expect(() => parseSiteConfig(stored!.data)).toThrow('footer.colors.text: must be a colour')
  })
})
