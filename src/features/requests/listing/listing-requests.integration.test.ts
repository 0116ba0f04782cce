import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../tests/support/site-database'
import { submitRequest } from '../../../../tests/support/submit-request'

const database = siteDatabase({ seed: true })
let specs: typeof import('./listing-requests.server')

const origin = 'https://www.immohorizon.test'

beforeAll(async () => {
  // The e-mails' links use the configured public origin (no request headers in a test).
  process.env.PUBLIC_URL = origin
  specs = await import('./listing-requests.server')
})

afterAll(async () => {
  delete process.env.PUBLIC_URL
})

beforeEach(async () => {
  await database.pool.query(
    'truncate form_submissions, outbox_messages, rate_limit_hits, altcha_redeemed cascade',
  )
})

type Mail = {
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string | null
  language: string
  kind: string
}

async function mails(): Promise<Mail[]> {
  return (await database.pool.query<Mail>('select * from outbox_messages order by id')).rows
}

async function one<T extends Record<string, unknown>>(sql: string): Promise<T> {
  const { rows } = await database.pool.query<T>(sql)
  if (!rows[0]) throw new Error(`no row for ${sql}`)
  return rows[0]
}

const person = {
  title: 'ms',
  firstName: 'Lena',
  lastName: 'Peeters',
  email: 'lena@example.com',
  phone: '0475123456',
}

const available = `status = 'available' and published and marquee is null`

describe('info and visit requests', () => {
  it('mails the agency and the agent the property with its reference, address and link', async () => {
    const property = await one<{ id: number; reference: string; email: string; city: string }>(
      `select p.id, p.reference, p.city, a.email from properties p join agents a on a.id = p.agent_id
       where ${available} and goal = 0 and publish_address order by p.id limit 1`,
    )
    const result = await submitRequest(specs.visitRequest, {
      ...person,
      locale: 'nl',
      propertyId: String(property.id),
      request: 'visit',
      days: ['tuesday', 'saturday'],
      moments: ['10:00-13:00'],
      remark: 'Liefst in de voormiddag.',
    })
    expect(result).toMatchObject({ accepted: true, locale: 'nl' })
    const stored = await one<{ kind: string; property_id: number; data: Record<string, unknown> }>(
      'select * from form_submissions',
    )
    expect(stored).toMatchObject({ kind: 'visit-request', property_id: property.id })
    expect(stored.data).toMatchObject({ request: 'visit', days: ['tuesday', 'saturday'] })

    const sent = await mails()
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(
      ['info@immohorizon.be', property.email, person.email].sort(),
    )
    const agency = sent.find((mail) => mail.to_address === 'info@immohorizon.be')!
    const agent = sent.find((mail) => mail.to_address === property.email)!
    expect(agent.text_body).toBe(agency.text_body)
    expect(agency).toMatchObject({
      subject: 'Visit request – Lena Peeters',
      reply_to: person.email,
      language: 'en',
    })
    expect(agency.text_body).toContain(`Reference: ${property.reference}`)
    expect(agency.text_body).toContain(`Address: `)
    expect(agency.text_body).toContain(property.city)
    expect(agency.text_body).toContain('Preferred days for the visit: Tuesday, Saturday')
    expect(agency.text_body).toContain('Preferred time for the visit: 10:00–13:00')
    expect(agency.text_body).toMatch(
      new RegExp(`Property page: ${origin}/nl/te-koop/[a-z-]+/[a-z-]+/${property.reference}/`),
    )
    const confirmation = sent.find((mail) => mail.to_address === person.email)!
    expect(confirmation).toMatchObject({
      subject: 'Aanvraag bezoek – Immo Horizon',
      language: 'nl',
    })
    expect(confirmation.text_body).toContain('Voorkeursdagen voor het bezoek: Dinsdag, Zaterdag')
    expect(confirmation.text_body).toContain('Pagina van het pand: https://')
  })

  it('answers questions about a sold property but refuses a visit', async () => {
    const sold = await one<{ id: number }>(
      `select id from properties where status = 'sold' and published order by id limit 1`,
    )
    const fields = { ...person, locale: 'en', propertyId: String(sold.id) }
    const visit = await submitRequest(specs.visitRequest, {
      ...fields,
      request: 'visit',
      days: ['monday'],
    })
    expect(visit.accepted ? null : visit.state.formError).toBe('unavailable')
    expect(await mails()).toEqual([])
    const info = await submitRequest(specs.infoRequest, { ...fields, request: 'info' })
    expect(info.accepted).toBe(true)
    expect((await one<{ kind: string }>('select kind from form_submissions')).kind).toBe(
      'info-request',
    )
  })

  it('refuses a time slot the configuration does not offer', async () => {
    const property = await one<{ id: number }>(
      `select id from properties where ${available} limit 1`,
    )
    const result = await submitRequest(specs.visitRequest, {
      ...person,
      locale: 'en',
      propertyId: String(property.id),
      request: 'visit',
      days: ['monday'],
      moments: ['06:00-07:00'],
    })
    expect(result.accepted ? null : result.state.errors).toEqual({ moments: 'choice' })
    expect(await mails()).toEqual([])
  })
})

describe('documents', () => {
  it('accepts the documents of the region and refuses the others', async () => {
    const brussels = await one<{ id: number }>(
      `select id from properties where ${available} and goal = 0 and region = 'Brussels' limit 1`,
    )
    const fields = { ...person, locale: 'fr', propertyId: String(brussels.id) }
    const refused = await submitRequest(specs.documentsRequest, {
      ...fields,
      documents: ['asbestos'],
    })
    expect(refused.accepted ? null : refused.state.errors).toEqual({ documents: 'choice' })
    const accepted = await submitRequest(specs.documentsRequest, {
      ...fields,
      documents: ['epc', 'soil'],
    })
    expect(accepted.accepted).toBe(true)
    const confirmation = (await mails()).find((mail) => mail.to_address === person.email)!
    expect(confirmation.subject).toBe('Demande de documents – Immo Horizon')
    expect(confirmation.text_body).toContain('Documents : Certificat PEB, Attestation du sol')
  })
})

describe('send to a friend', () => {
  const friendAddress = 'tom@example.be'

  async function send(message: string, email = person.email) {
    const property = await one<{ id: number }>(
      `select id from properties where ${available} and goal = 0 order by id limit 1`,
    )
    return submitRequest(specs.sendToFriendRequest, {
      locale: 'fr',
      propertyId: String(property.id),
      firstName: 'Lena',
      lastName: 'Peeters',
      email,
      'friend.firstName': 'Tom',
      'friend.lastName': 'Claes',
      'friend.email': friendAddress,
      message,
    })
  }

  it('mails the friend in the page language, copies the agency, and confirms nothing to the sender', async () => {
    expect((await send('Regarde <b>ce jardin</b> & "la terrasse" !')).accepted).toBe(true)
    const sent = await mails()
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(
      ['info@immohorizon.be', friendAddress].sort(),
    )
    const friend = sent.find((mail) => mail.to_address === friendAddress)!
    expect(friend).toMatchObject({
      kind: 'send-to-friend-recipient',
      language: 'fr',
      reply_to: 'info@immohorizon.be',
    })
    expect(friend.subject).toMatch(/^Lena Peeters vous recommande un bien : /)
    expect(friend.text_body).toContain('Bonjour Tom,')
    expect(friend.text_body).toContain('Regarde <b>ce jardin</b> & "la terrasse" !')
    expect(friend.text_body).toMatch(new RegExp(`Voir le bien : ${origin}/fr/a-vendre/`))
    // The visitor's text is escaped, and the property's page is the only link.
    expect(friend.html_body).toContain('Regarde &#60;b&#62;ce jardin&#60;/b&#62; &#38; &#34;la')
    expect(friend.html_body!.match(/<a /g)).toHaveLength(1)
    expect(friend.html_body).toMatch(new RegExp(`<a href="${origin}/fr/a-vendre/`))
    const agency = sent.find((mail) => mail.to_address === 'info@immohorizon.be')!
    expect(agency.subject).toBe('Send to a friend – Lena Peeters')
    expect(agency.text_body).toContain(`Your friend’s e-mail: ${friendAddress}`)
  })

  it('sends one address at most three properties a day, whoever sends them', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await send(`Number ${i}`, `sender${i}@example.com`)).accepted).toBe(true)
    }
    const fourth = await send('Once more', 'someone.else@example.com')
    expect(fourth.accepted ? null : fourth.state.formError).toBe('rateLimited')
    const { rows } = await database.pool.query(
      'select 1 from outbox_messages where to_address = $1',
      [friendAddress],
    )
    expect(rows).toHaveLength(specs.friendMailsPerDay)
  })
})

describe('rental application', () => {
  const application = {
    ...person,
    locale: 'en',
    adults: '2',
    childrenAges: '6, 9',
    pets: 'no',
    movingDate: '2099-09-01',
    income1: '3200',
    income2: '1800',
    confirm: 'on',
  }

  it('is refused on a property for sale', async () => {
    const sale = await one<{ id: number }>(
      `select id from properties where ${available} and goal = 0 limit 1`,
    )
    const result = await submitRequest(specs.rentalApplicationRequest, {
      ...application,
      propertyId: String(sale.id),
    })
    expect(result.accepted ? null : result.state.formError).toBe('unavailable')
  })

  it("repeats the landlord's conditions the applicant confirmed", async () => {
    const rental = await one<{ id: number; income: string; persons: string; deposit: string }>(
      `select id, details->>'minimumIncome' as income, details->>'maximumPersons' as persons,
         details->'costs'->>'deposit' as deposit
       from properties where ${available} and goal = 1 and details ? 'minimumIncome'
         and details->'costs' ? 'deposit' limit 1`,
    )
    const result = await submitRequest(specs.rentalApplicationRequest, {
      ...application,
      propertyId: String(rental.id),
    })
    expect(result.accepted).toBe(true)
    const agency = (await mails()).find((mail) => mail.to_address === 'info@immohorizon.be')!
    expect(agency.subject).toBe('Rental application – Lena Peeters')
    const income = new Intl.NumberFormat('nl-BE').format(Number(rental.income))
    expect(agency.text_body).toContain(`Minimum net monthly income: € ${income}.`)
    expect(agency.text_body).toContain(`Maximum ${rental.persons} persons.`)
    const deposit = new Intl.NumberFormat('nl-BE').format(Number(rental.deposit))
    expect(agency.text_body).toContain(
      `a share in the inventory cost and the rental deposit of € ${deposit}.`,
    )
    expect(agency.text_body).not.toContain('3 months’ rent')
    expect(agency.text_body).toContain(
      'Ages of the children living with you: 2 children, ages 6, 9',
    )
    expect(agency.text_body).toContain('Desired moving date: 1 September 2099')
    expect(agency.text_body).toContain('Net monthly income, person 2 (€): € 1.800')
  })

  it('states the legal maximum deposit of the region for a home whose listing gives none', async () => {
    // Root type WebID 1 (house) or 2 (apartment).
    const homes = `goal = 1 and ${available} and type_id in (select t.id from property_types t
      left join property_types r on r.id = t.parent_id where coalesce(r.web_id, t.web_id) in (1, 2))`
    for (const [region, locale, sentence] of [
      [
        'Brussels',
        'en',
        'a rental deposit of at most 2 months’ rent on a blocked account (the legal maximum in Brussels).',
      ],
      [
        'Flanders',
        'fr',
        'une garantie locative d’au plus 3 mois de loyer sur un compte bloqué (le maximum légal en Flandre).',
      ],
    ] as const) {
      const rental = await one<{ id: number }>(
        `select id from properties where ${homes} and region = '${region}' order by id limit 1`,
      )
      await database.pool.query(
        `update properties set details = details #- '{costs,deposit}' where id = $1`,
        [rental.id],
      )
      const email = `${region.toLowerCase()}@example.com`
      const result = await submitRequest(specs.rentalApplicationRequest, {
        ...application,
        email,
        locale,
        propertyId: String(rental.id),
      })
      expect(result.accepted).toBe(true)
      const confirmation = (await mails()).find((mail) => mail.to_address === email)!
      expect(confirmation.text_body).toContain(sentence)
    }
  })
})

describe('construction contact', () => {
  it("accepts a unit of the project's price list and refuses another project's", async () => {
    const [mine, other] = (
      await database.pool.query<{ project_id: number; id: number; name: string }>(
        `select distinct on (project_id) project_id, id, name from project_units
         where status in ('available', 'option') order by project_id, id`,
      )
    ).rows
    const fields = { ...person, locale: 'de', projectId: String(mine!.project_id) }
    const refused = await submitRequest(specs.constructionContactRequest, {
      ...fields,
      unitId: String(other!.id),
    })
    expect(refused.accepted ? null : refused.state.errors).toEqual({ unitId: 'choice' })
    const accepted = await submitRequest(specs.constructionContactRequest, {
      ...fields,
      unitId: String(mine!.id),
    })
    expect(accepted.accepted).toBe(true)
    const confirmation = (await mails()).find((mail) => mail.to_address === person.email)!
    expect(confirmation.subject).toBe('Kontakt Neubau – Immo Horizon')
    expect(confirmation.text_body).toContain(`Einheit: ${mine!.name}`)
    expect(confirmation.text_body).toMatch(
      new RegExp(`Seite des Projekts: ${origin}/de/neubauprojekte/[a-z0-9-]+/`),
    )
  })
})
