import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { runDemandAlerts } from '@/features/demand-alerts/run-alerts'
import { insertListing } from '@/features/demand-alerts/test-fixtures'
import { pool } from '@/server/db/pool-registry'
import { demands, formSubmissions, outboxMessages } from '@/server/db/schema'
import type { processRequest as ProcessRequest } from '@/server/requests/process-request.server'
import { seedDatabase } from '@/server/seed/seed-all'
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

const origin = {
  ip: '203.0.113.42',
  limits: { perIp: 100, perEmail: 100, noScriptPerIp: 100, confirmationsPerDay: 100 },
}

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  return data
}

const request = {
  nojs: '1',
  locale: 'nl',
  goal: 'buy',
  priceMin: '250000',
  priceMax: '400000',
  bedroomsMin: '2',
  bedroomsMax: '',
  garagesMin: '',
  garagesMax: '',
  parkingsMin: '',
  parkingsMax: '',
  bathroomsMin: '1',
  bathroomsMax: '',
  // House (1, with its subtypes) and studio (21, under apartment).
  types: ['1', '21'],
  // Typed without JavaScript: a postal code and a municipality of 2025 by its NIS code (Leuven).
  zones: '9000, 24062',
  title: 'ms',
  firstName: 'Lotte',
  lastName: 'Peeters',
  phone: '0478 12 34 56',
  newsletter: 'on',
}

const mailsTo = (email: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(eq(sql`lower(${outboxMessages.toAddress})`, email))
    .orderBy(asc(outboxMessages.id))

/** Noon (UTC) tomorrow: after the listing below changed, on a day no digest was sent yet. */
function tomorrow(): Date {
  const at = new Date()
  at.setUTCDate(at.getUTCDate() + 1)
  at.setUTCHours(10, 0, 0, 0)
  return at
}

describe('registering a demand', () => {
  it('stores the submission, the demand as the matcher reads it, and both e-mails', async () => {
    const email = 'lotte@register.example'
    const result = await processRequest(demandRegisterRequest, form({ ...request, email }), origin)
    expect(result).toMatchObject({ accepted: true, locale: 'nl' })
    const submissionId = result.accepted ? result.submissionId : 0

    const [submission] = await database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, submissionId))
    expect(submission).toMatchObject({ kind: 'demand-register', email, antispam: 'no-script' })
    expect(submission!.data).toMatchObject({
      goal: 'buy',
      priceMin: 250_000,
      types: [1, 21],
      zones: ['9000', '24062'],
      newsletter: true,
    })

    const [demand] = await database.db.select().from(demands).where(eq(demands.email, email))
    expect(demand).toMatchObject({
      submissionId,
      locale: 'nl',
      goal: 0,
      priceMin: 250_000,
      priceMax: 400_000,
      bedroomsMin: 2,
      bedroomsMax: null,
      bathroomsMin: 1,
      garagesMin: null,
      typeIds: [1, 21],
      active: true,
    })
    expect(demand!.zips).toEqual(expect.arrayContaining(['9000', '3000', '3001', '3010']))
    expect(demand!.zips).not.toContain('9050')

    const newsletter = await database.pool.query(
      'select locale from newsletter_subscriptions where email = $1',
      [email],
    )
    expect(newsletter.rows).toEqual([{ locale: 'nl' }])

    const mails = await database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.idempotencyKey} like ${'demand-register:%'}`)
      .orderBy(asc(outboxMessages.id))
    expect(mails.map((mail) => [mail.toAddress, mail.language, mail.subject])).toEqual([
      ['info@immohorizon.be', 'en', 'Demand register – Lotte Peeters'],
      [email, 'nl', 'Zoekopdracht – Immo Horizon'],
    ])
    expect(mails[0]!.textBody).toContain('Price: € 250.000 – € 400.000')
    expect(mails[0]!.textBody).toContain('Types of property: House, Studio')
    expect(mails[0]!.textBody).toContain('Zones: 9000 Gent, Leuven (municipality)')
    expect(mails[1]!.textBody).toContain('Slaapkamers: vanaf 2')
    expect(mails[1]!.textBody).toContain('Soorten panden: Huis, Studio')
  })

  it('is matched by the alert job: a new listing in its zone queues the person a digest', async () => {
    const email = 'jonas@register.example'
    const result = await processRequest(
      demandRegisterRequest,
      form({ ...request, locale: 'fr', zones: '9000', email }),
      origin,
    )
    expect(result).toMatchObject({ accepted: true })
    // A villa (a house's subtype) in Gent within the bounds, and one above the maximum price.
    const match = await insertListing(database.db, { zip: '9000', price: 320_000, bedrooms: 3 })
    await insertListing(database.db, { zip: '9000', price: 450_000, bedrooms: 3 })

    await runDemandAlerts(database.db, {
      origin: 'https://www.immohorizon.be',
      mailFrom: 'no-reply@immohorizon.be',
      now: tomorrow(),
    })
    const digests = (await mailsTo(email)).filter((mail) => mail.kind === 'demand-digest')
    expect(digests).toHaveLength(1)
    expect(digests[0]!.subject).toBe('Un bien correspond à votre recherche – Immo Horizon')
    expect(digests[0]!.textBody).toContain(`Villa numéro ${match.reference.slice(3)}`)
    expect(digests[0]!.headers['List-Unsubscribe']).toMatch(/\/api\/demand-alerts\/unsubscribe\//)
  })

  it('refuses zones and types the site does not know, storing nothing', async () => {
    const before = await database.pool.query('select count(*)::int as n from demands')
    const unknownZone = await processRequest(
      demandRegisterRequest,
      form({ ...request, zones: '9000, Atlantis', email: 'nobody@register.example' }),
      origin,
    )
    expect(unknownZone.accepted ? null : unknownZone.state.errors).toEqual({ zones: 'unknownZone' })
    // The message names what the site does not know.
    expect(unknownZone.accepted ? null : unknownZone.state.errorParams).toEqual({
      zones: { zones: 'Atlantis' },
    })
    const unknownType = await processRequest(
      demandRegisterRequest,
      form({ ...request, types: ['999'], email: 'nobody@register.example' }),
      origin,
    )
    expect(unknownType.accepted ? null : unknownType.state.errors).toEqual({ types: 'choice' })
    // The refused form keeps what was typed, the zones as one field.
    expect(unknownType.accepted ? null : unknownType.state.values.zones).toEqual(['9000, 24062'])
    const after = await database.pool.query('select count(*)::int as n from demands')
    expect(after.rows[0].n).toBe(before.rows[0].n)
    expect(await mailsTo('nobody@register.example')).toEqual([])
  })
})
