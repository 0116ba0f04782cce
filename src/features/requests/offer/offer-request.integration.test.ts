import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../tests/support/site-database'
import { submitRequest } from '../../../../tests/support/submit-request'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import { historyPage } from '@/features/owner-portal/portal/history'
import { ownerIds } from '@/server/seed/demo/ids'

const database = siteDatabase({ seed: true })
let offerRequest: typeof import('./offer-request.server').offerRequest

const origin = 'https://www.immohorizon.test'

beforeAll(async () => {
  // The e-mails' links use the configured public origin (no request headers in a test).
  process.env.PUBLIC_URL = origin
  ;({ offerRequest } = await import('./offer-request.server'))
})

afterAll(async () => {
  delete process.env.PUBLIC_URL
})

beforeEach(async () => {
  await database.pool.query(
    'truncate form_submissions, outbox_messages, rate_limit_hits, altcha_redeemed cascade',
  )
})

type Mail = { to_address: string; reply_to: string | null; subject: string; text_body: string }
type Language = 'en' | 'nl' | 'fr' | 'de'

async function mails(): Promise<Mail[]> {
  return (await database.pool.query<Mail>('select * from outbox_messages order by id')).rows
}

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
  const { rows } = await database.pool.query<T>(sql, params)
  if (!rows[0]) throw new Error(`no row for ${sql}`)
  return rows[0]
}

const submit = (fields: Record<string, string>) =>
  submitRequest(offerRequest, fields, '203.0.113.48')

const day = (offset: number) => brusselsDay(new Date(Date.now() + offset * 86_400_000))

const offer = (propertyId: number, locale: Language) => ({
  locale,
  propertyId: String(propertyId),
  amount: '312.500,50',
  amountInWords: 'driehonderdtwaalfduizend vijfhonderd euro en vijftig cent',
  validFrom: '2099-03-01',
  validUntil: '2099-03-15',
  place: 'Gent',
  signDate: day(0),
  financing: 'on',
  conditions: 'Onder voorbehoud van een lening van € 250.000.',
  title: 'ms',
  firstName: 'Lena',
  lastName: 'Peeters',
  email: 'lena@example.com',
  phone: '0475123456',
  street: 'Veldstraat',
  houseNumber: '12',
  box: '3',
  zip: '9000',
  city: 'Gent',
  country: 'België',
  'personB.title': 'mr',
  'personB.firstName': 'Tom',
  'personB.lastName': 'Claes',
  'personB.email': 'tom@example.com',
  'personB.phone': '0476112233',
  advance: 'on',
})

const onMarketSale = `published and goal = 0 and status = 'available' and marquee is null`

describe('purchase offer', () => {
  it('stores the offer with its property and mails agency, agent and buyer every field', async () => {
    const property = await one<{ id: number; reference: string; email: string }>(
      `select p.id, p.reference, a.email from properties p join agents a on a.id = p.agent_id
       where p.${onMarketSale.replaceAll(' and ', ' and p.')} order by p.id limit 1`,
    )
    const result = await submit(offer(property.id, 'nl'))
    expect(result).toMatchObject({ accepted: true, locale: 'nl' })

    const stored = await one<{ kind: string; property_id: number; data: Record<string, unknown> }>(
      'select * from form_submissions',
    )
    expect(stored).toMatchObject({ kind: 'purchase-offer', property_id: property.id })
    expect(stored.data).toMatchObject({
      amountCents: 31_250_050,
      amountInWords: 'driehonderdtwaalfduizend vijfhonderd euro en vijftig cent',
      validFrom: '2099-03-01',
      validUntil: '2099-03-15',
      place: 'Gent',
      financing: true,
      address: { street: 'Veldstraat', houseNumber: '12', box: '3', zip: '9000', city: 'Gent' },
      personB: { title: 'mr', firstName: 'Tom', lastName: 'Claes', email: 'tom@example.com' },
      advanceCents: 3_125_005,
      advance: true,
    })

    const sent = await mails()
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(
      ['info@immohorizon.be', property.email, 'lena@example.com'].sort(),
    )
    const agency = sent.find((mail) => mail.to_address === 'info@immohorizon.be')!
    expect(agency).toMatchObject({
      subject: 'Purchase offer – Lena Peeters',
      reply_to: 'lena@example.com',
    })
    for (const line of [
      `Reference: ${property.reference}`,
      'Amount in figures (€): € 312.500,50',
      'Amount in words: driehonderdtwaalfduizend vijfhonderd euro en vijftig cent',
      'Valid from: 1 March 2099',
      'Valid until: 15 March 2099',
      'Place of signing: Gent',
      'Subject to obtaining a mortgage loan: Yes',
      'Other conditions: Onder voorbehoud van een lening van € 250.000.',
      'Buyer – Title: Ms',
      'Buyer – Address: Veldstraat 12 box 3, 9000 Gent, België',
      'Second buyer – First name: Tom',
      'Second buyer – E-mail: tom@example.com',
      'Second buyer – Phone: 0476 11 22 33 (0476112233)',
      'Advance (10 %): € 31.250,05 into the agent’s third-party account',
    ]) {
      expect(agency.text_body).toContain(line)
    }
    expect(agency.text_body).toMatch(
      new RegExp(`Property page: ${origin}/nl/te-koop/[a-z-]+/[a-z-]+/${property.reference}/`),
    )
    const agent = sent.find((mail) => mail.to_address === property.email)!
    expect(agent.text_body).toBe(agency.text_body)

    const confirmation = sent.find((mail) => mail.to_address === 'lena@example.com')!
    expect(confirmation.subject).toBe('Aankoopbod – Immo Horizon')
    expect(confirmation.text_body).toContain('Bedrag in cijfers (€): € 312.500,50')
    expect(confirmation.text_body).toContain('Geldig tot en met: 15 maart 2099')
    expect(confirmation.text_body).toContain('Tweede koper – Voornaam: Tom')
    expect(confirmation.text_body).toContain('Voorschot (10 %): € 31.250,05')
    expect(confirmation.text_body).toContain('uw bod bindt u tot de einddatum')
  })

  it('leaves the second buyer out when none was given', async () => {
    const property = await one<{ id: number }>(
      `select id from properties where ${onMarketSale} order by id limit 1`,
    )
    const fields = Object.fromEntries(
      Object.entries(offer(property.id, 'fr')).map(([name, value]) => [
        name,
        name.startsWith('personB.') ? '' : value,
      ]),
    )
    const result = await submit({ ...fields, financing: '' })
    expect(result.accepted).toBe(true)
    const stored = await one<{ data: Record<string, unknown> }>('select data from form_submissions')
    expect(stored.data.personB).toBeUndefined()
    expect(stored.data.financing).toBe(false)
    const confirmation = (await mails()).find((mail) => mail.to_address === 'lena@example.com')!
    expect(confirmation.subject).toBe('Offre d’achat – Immo Horizon')
    expect(confirmation.text_body).not.toContain('Second acheteur')
    expect(confirmation.text_body).toContain(
      'Sous condition suspensive d’obtention d’un crédit hypothécaire : Non',
    )
  })

  it('refuses an offer on a sold property and on a rental', async () => {
    const sold = await one<{ id: number }>(
      `select id from properties where published and goal = 0 and status = 'sold' limit 1`,
    )
    const rental = await one<{ id: number }>(
      `select id from properties where published and goal = 1 and status = 'available' limit 1`,
    )
    for (const id of [sold.id, rental.id]) {
      const result = await submit(offer(id, 'en'))
      expect(result.accepted ? null : result.state.formError).toBe('unavailable')
    }
    expect(await mails()).toEqual([])
    expect((await database.pool.query('select 1 from form_submissions')).rows).toEqual([])
  })

  it('refuses what the schema refuses, on the server too', async () => {
    const property = await one<{ id: number }>(
      `select id from properties where ${onMarketSale} order by id limit 1`,
    )
    const result = await submit({
      ...offer(property.id, 'en'),
      amount: '0',
      validFrom: '2099-03-15',
      validUntil: '2099-03-01',
      'personB.email': '',
    })
    expect(result.accepted ? null : result.state.errors).toEqual({
      amount: 'amount',
      validUntil: 'dateOrder',
      'personB.email': 'required',
    })
    expect(await mails()).toEqual([])
  })

  it('appears in the owner’s history as a purchase offer, contact as first name and initial', async () => {
    const owned = await one<{ property_id: number }>(
      `select o.property_id from owner_properties o join properties p on p.id = o.property_id
       where o.owner_id = $1 and p.${onMarketSale.replaceAll(' and ', ' and p.')}
       order by o.property_id limit 1`,
      [ownerIds.sophieClaes],
    )
    expect((await submit(offer(owned.property_id, 'nl'))).accepted).toBe(true)
    const history = await historyPage(database.db, owned.property_id, {
      filter: 'communications',
      page: 1,
    })
    expect(history.rows[0]).toMatchObject({
      type: 'communication',
      contact: 'Lena P.',
      requestKind: 'purchase-offer',
      status: 'received',
      source: 'website',
    })
  })
})
