import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { getTranslations } from '../../../../tests/support/next-intl-server'
import { propertyRecord } from '@/features/catalogue/import/test-feed'
import { importFeed } from '@/features/catalogue/node'
import { supportedLanguages } from '@/lib/i18n/languages'
import { formatNumber } from '@/lib/format/number-format'
import { properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import { Counters } from './counters'
import { crmViewCounters, type ViewCounters } from './statistics'

// The component runs outside Next: next-intl reads the real catalogues.
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

let database: Awaited<ReturnType<typeof createTestDatabase>>
let workDir: string
const site: ViewCounters = { today: 2, week: 9, month: 31, total: 77 }

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db
    .insert(propertyTypes)
    .values(generateDemo({ today: new Date('2026-03-18T12:00:00Z') }).propertyTypes)
  workDir = await mkdtemp(path.join(tmpdir(), 'portal-crm-counters-'))
})

afterAll(async () => {
  await database.drop()
  await rm(workDir, { recursive: true, force: true })
})

async function importedCounters(reference: string, counters?: Record<string, unknown>) {
  await importFeed(
    database.db,
    {
      mode: 'partial',
      properties: [propertyRecord({ Reference: reference, VisitCounters: counters })],
    },
    { feedDir: workDir, media: localStore(workDir) },
  )
  const [row] = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.reference, reference))
  return crmViewCounters(database.db, row!.id)
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe("the CRM's counts in the owner portal", () => {
  it("shows the counts the feed imported beside the site's own, under the CRM's heading, in every language", async () => {
    const crm = await importedCounters('CRM-C1', { Week: 1250, Total: 4321 })
    expect(crm).toEqual({ today: null, week: 1250, month: null, total: 4321 })
    for (const lang of supportedLanguages) {
      const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.counters' })
      const html = renderToStaticMarkup(await Counters({ counters: site, crm, lang }))
      const shown = text(html)
      expect(shown).toContain(t('crmTitle'))
      expect(shown).toContain(t('crmNote'))
      // Under the CRM's heading, only the counts the CRM gave.
      const list = /<h3>([^<]*)<\/h3><dl[^>]*>(.*?)<\/dl>/.exec(html)
      expect(text(list?.[1] ?? '')).toBe(t('crmTitle'))
      expect(text(list?.[2] ?? '')).toBe(
        ` ${t('week')} ${formatNumber(1250)} ${t('total')} ${formatNumber(4321)} `,
      )
      // The site's own counters are still all there.
      expect(html.match(/data-counter="\w+"/g)).toHaveLength(4)
    }
  })

  it('shows nothing more when the CRM gave no count', async () => {
    const none = await importedCounters('CRM-C2')
    expect(none).toBeNull()
    const t = await getTranslations({ locale: 'nl', namespace: 'ownerPortal.counters' })
    const html = renderToStaticMarkup(await Counters({ counters: site, crm: none, lang: 'nl' }))
    expect(text(html)).not.toContain(t('crmTitle'))
    expect(html).not.toContain('data-crm-counter')
    const unknown = { today: null, week: null, month: null, total: null }
    const empty = renderToStaticMarkup(await Counters({ counters: site, crm: unknown, lang: 'nl' }))
    expect(empty).toBe(html)
  })
})
