import { beforeAll, describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../tests/support/site-database'
import type { processRequest as ProcessRequest } from '@/server/requests/process-request.server'
import type { freeValuationRequest as FreeValuationRequest } from './valuation-request.server'

const database = siteDatabase({ seed: true })
let processRequest: typeof ProcessRequest
let freeValuationRequest: typeof FreeValuationRequest

beforeAll(async () => {
  ;({ processRequest } = await import('@/server/requests/process-request.server'))
  ;({ freeValuationRequest } = await import('./valuation-request.server'))
})

const origin = {
  ip: '203.0.113.20',
  limits: { perIp: 100, perEmail: 100, noScriptPerIp: 100, confirmationsPerDay: 100 },
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const request = {
  step: '2',
  nojs: '1',
  locale: 'nl',
  propertyType: '2',
  bedrooms: '2',
  livingArea: '',
  condition: '',
  goal: 'sellAndRentOut',
  remark: '',
  street: 'Veldstraat',
  houseNumber: '7',
  box: 'B2',
  zip: '9000',
  city: 'Gent',
  country: 'BE',
  title: 'mr',
  firstName: 'Pieter',
  lastName: 'Janssens',
  email: 'pieter@example.be',
  phone: '0498765432',
}

describe('storing a free valuation', () => {
  it('keeps the request and both e-mails, the type named in each language', async () => {
    const result = await processRequest(freeValuationRequest, form(request), origin)
    expect(result).toMatchObject({ accepted: true, locale: 'nl' })
    const { rows } = await database.pool.query(
      "select data from form_submissions where kind = 'free-valuation'",
    )
    expect(rows[0].data).toMatchObject({
      propertyType: 2,
      bedrooms: 2,
      goal: 'sellAndRentOut',
      box: 'B2',
      country: 'BE',
      newsletter: false,
    })
    const mails = await database.pool.query<{
      language: string
      subject: string
      text_body: string
    }>('select language, subject, text_body from outbox_messages order by id')
    expect(mails.rows.map((mail) => [mail.language, mail.subject])).toEqual([
      ['en', 'Free valuation – Pieter Janssens'],
      ['nl', 'Gratis schatting – Immo Horizon'],
    ])
    expect(mails.rows[0]!.text_body).toContain('Type of property: Apartment')
    expect(mails.rows[1]!.text_body).toContain('Type pand: Appartement')
    expect(mails.rows[1]!.text_body).toContain('Land: België')
  })

  it('refuses a property type the catalogue does not have, storing nothing', async () => {
    const before = await database.pool.query('select count(*)::int as n from form_submissions')
    const result = await processRequest(
      freeValuationRequest,
      form({ ...request, propertyType: '999', email: 'other@example.be' }),
      origin,
    )
    expect(result.accepted ? null : result.state.errors).toEqual({ propertyType: 'choice' })
    const after = await database.pool.query('select count(*)::int as n from form_submissions')
    expect(after.rows[0].n).toBe(before.rows[0].n)
  })
})
