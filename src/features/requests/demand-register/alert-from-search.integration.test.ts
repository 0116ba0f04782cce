import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { parseSearchParams } from '@/features/catalogue'
import { runDemandAlerts } from '@/features/demand-alerts/run-alerts'
import { insertListing } from '@/features/demand-alerts/test-fixtures'
import { pool } from '@/server/db/pool-registry'
import { demands, outboxMessages } from '@/server/db/schema'
import type { processRequest as ProcessRequest } from '@/server/requests/process-request.server'
import { seedDatabase } from '@/server/seed/seed-all'
import { demandQueryFor, prefillFromQuery } from './demand-prefill'
import type { demandRegisterRequest as DemandRegisterRequest } from './demand-register-request.server'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let processRequest: typeof ProcessRequest
let demandRegisterRequest: typeof DemandRegisterRequest

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false })
  // The request path reads and writes through the process's shared pool.
  process.env.DATABASE_URL = database.url
  ;({ processRequest } = await import('@/server/requests/process-request.server'))
  ;({ demandRegisterRequest } = await import('./demand-register-request.server'))
})

afterAll(async () => {
  await pool()?.end()
  await database.drop()
})

const client = {
  ip: '203.0.113.43',
  limits: { perIp: 100, perEmail: 100, noScriptPerIp: 100, confirmationsPerDay: 100 },
}

/** Noon (UTC) tomorrow: after the listings below changed, on a day no digest was sent yet. */
function tomorrow(): Date {
  const at = new Date()
  at.setUTCDate(at.getUTCDate() + 1)
  at.setUTCHours(10, 0, 0, 0)
  return at
}

describe('an alert made from a list search', () => {
  it('keeps garden, EPC A and region, and its digest leaves out a house without a garden', async () => {
    const listSearch = parseSearchParams(
      new URLSearchParams(
        'type=1&min=200000&max=500000&beds=2&place=Gent&features=garden&epc=a&region=flanders',
      ),
    )
    // The list's "alert me" link, read by the register page as it prefills the form.
    const prefill = prefillFromQuery(
      Object.fromEntries(
        [...new URLSearchParams(demandQueryFor(0, listSearch))].reduce((all, [key, value]) => {
          all.set(key, [...(all.get(key) ?? []), value])
          return all
        }, new Map<string, string[]>()),
      ),
    )
    expect(prefill.search).toBe('region=flanders&features=garden&epc=a')
    expect(prefill.zones).toEqual(['Gent'])

    const email = 'an@from-search.example'
    const data = new FormData()
    for (const [name, value] of Object.entries({
      ...prefill.values,
      nojs: '1',
      locale: 'en',
      zones: prefill.zones.join(', '),
      search: prefill.search,
      frequency: 'daily',
      title: 'ms',
      firstName: 'An',
      lastName: 'Claes',
      email,
    })) {
      for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
    }
    const result = await processRequest(demandRegisterRequest, data, client)
    expect(result).toMatchObject({ accepted: true })

    const [demand] = await database.db.select().from(demands).where(eq(demands.email, email))
    expect(demand).toMatchObject({
      goal: 0,
      typeIds: [1],
      priceMin: 200_000,
      priceMax: 500_000,
      bedroomsMin: 2,
      frequency: 'daily',
    })
    expect(demand!.zips).toContain('9000')
    const stored = new URLSearchParams(demand!.search)
    expect(stored.getAll('features')).toEqual(['garden'])
    expect(stored.getAll('epc')).toEqual(['a'])
    expect(stored.get('region')).toBe('flanders')

    const withGarden = await insertListing(database.db, { hasGarden: true, epcLabel: 'a' })
    const noGarden = await insertListing(database.db, { hasGarden: false, epcLabel: 'a' })
    const epcB = await insertListing(database.db, { hasGarden: true, epcLabel: 'b' })
    await runDemandAlerts(database.db, {
      origin: 'https://www.immohorizon.be',
      mailFrom: 'no-reply@immohorizon.be',
      now: tomorrow(),
    })
    const [digest, ...others] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(sql`lower(${outboxMessages.toAddress})`, email))
      .orderBy(asc(outboxMessages.id))
      .then((mails) => mails.filter((mail) => mail.kind === 'demand-digest'))
    expect(others).toEqual([])
    expect(digest!.textBody).toContain(`/${withGarden.reference}/`)
    expect(digest!.textBody).not.toContain(`/${noGarden.reference}/`)
    expect(digest!.textBody).not.toContain(`/${epcB.reference}/`)
  })
})
