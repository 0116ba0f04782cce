import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { crmConnection, formSubmissions, outboxMessages } from '@/server/db/schema'
import { seedContent } from '@/server/seed/seed-content'
import { contactRequest } from '../../../tests/support/contact-request'
import { submitRequest } from '../../../tests/support/submit-request'
import { createTestDatabase } from '../../../tests/support/test-database'
import { crmLeadKey } from './crm-lead-outbox'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  process.env.DATABASE_URL = database.url
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

beforeEach(async () => {
  await database.pool.query(
    'truncate form_submissions, outbox_messages, crm_connection, rate_limit_hits, altcha_redeemed cascade',
  )
})

const leads = () =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'crm'))

describe('a visitor request and the CRM', () => {
  it('queues one lead for the CRM in force, in the request’s transaction', async () => {
    await database.db.insert(crmConnection).values({ provider: 'omnicasa' })
    const result = await submitRequest(contactRequest(), {
      name: 'Lena',
      email: 'lena@example.com',
    })
    expect(result.accepted).toBe(true)
    const [submission] = await database.db.select().from(formSubmissions)
    const requestId = String(submission!.data.requestId)
    const [lead] = await leads()
    expect(lead).toMatchObject({
      idempotencyKey: crmLeadKey('omnicasa', requestId),
      toAddress: 'omnicasa',
      kind: 'site-contact',
      status: 'pending',
    })
    expect(JSON.parse(lead!.textBody)).toMatchObject({
      id: requestId,
      kind: 'site-contact',
      person: { firstName: 'Lena', email: 'lena@example.com' },
    })
  })

  it('queues nothing without a CRM, or with the screen’s “none”', async () => {
    await submitRequest(contactRequest(), { name: 'Lena', email: 'lena@example.com' })
    await database.db.insert(crmConnection).values({ provider: 'none' })
    await submitRequest(contactRequest(), { name: 'Jan', email: 'jan@example.com' })
    expect(await database.db.select().from(formSubmissions)).toHaveLength(2)
    expect(await leads()).toHaveLength(0)
  })

  it('keeps no lead of a request that failed after queueing it', async () => {
    await database.db.insert(crmConnection).values({ provider: 'whise' })
    const result = await submitRequest(contactRequest(true), {
      name: 'Lena',
      email: 'lena@example.com',
      locale: 'nl',
    })
    expect(result.accepted).toBe(false)
    expect(await database.db.select().from(formSubmissions)).toHaveLength(0)
    expect(await leads()).toHaveLength(0)
  })
})
