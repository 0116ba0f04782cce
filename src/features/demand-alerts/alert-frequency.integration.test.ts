import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { outboxMessages, properties } from '@/server/db/schema'
import { seedDatabase } from '@/server/seed/seed-all'
import { runDemandAlerts } from './run-alerts'
import { insertDemand, insertListing } from './test-fixtures'

const origin = 'https://www.immohorizon.be'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false })
})

afterAll(async () => {
  await database.drop()
})

/** `hours` after noon (UTC) `n` days from now: after every change a test makes. */
function at(n: number, hours = 0): Date {
  const time = new Date()
  time.setUTCDate(time.getUTCDate() + n)
  time.setUTCHours(10 + hours, 0, 0, 0)
  return time
}

const run = (now: Date, maxListed?: number) =>
  runDemandAlerts(database.db, { origin, mailFrom: 'no-reply@immohorizon.be', now, maxListed })

const digestsTo = (email: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(eq(sql`lower(${outboxMessages.toAddress})`, email))
    .orderBy(asc(outboxMessages.id))

describe('the frequency an alert was given', () => {
  it('sends instant alerts at every run, daily ones once a day, weekly ones a week apart', async () => {
    await insertDemand(database.db, 'instant@frequency.example', {
      frequency: 'instant',
      zips: ['8500'],
    })
    await insertDemand(database.db, 'daily@frequency.example', { zips: ['8500'] })
    await insertDemand(database.db, 'weekly@frequency.example', {
      frequency: 'weekly',
      zips: ['8500'],
      lastDigestAt: at(-3),
    })
    await insertListing(database.db, { zip: '8500', city: 'Kortrijk' })
    await run(at(1))
    await insertListing(database.db, { zip: '8500', city: 'Kortrijk' })
    await run(at(1, 2))

    expect(await digestsTo('instant@frequency.example')).toHaveLength(2)
    expect(await digestsTo('daily@frequency.example')).toHaveLength(1)
    // Its last digest was three days before: nothing until seven days have passed.
    expect(await digestsTo('weekly@frequency.example')).toHaveLength(0)
    await run(at(4, 1))
    const weekly = await digestsTo('weekly@frequency.example')
    expect(weekly).toHaveLength(1)
    // Both listings in the one weekly e-mail.
    expect(weekly[0]!.subject).toMatch(/^2 properties match/)
  })

  it('skips a paused alert', async () => {
    await insertDemand(database.db, 'paused@frequency.example', {
      zips: ['8510'],
      pausedAt: at(-1),
    })
    await insertListing(database.db, { zip: '8510', city: 'Kortrijk' })
    await run(at(2))
    expect(await digestsTo('paused@frequency.example')).toEqual([])
  })
})

describe('the HTML digest', () => {
  it('shows each listing with its photo, price, old price and badges, and links to the rest', async () => {
    const email = 'html@digest.example'
    await insertDemand(database.db, email, {
      zips: ['3500'],
      search: 'features=garden',
      priceMax: 400_000,
    })
    await insertListing(database.db, { zip: '3500', city: 'Hasselt', hasGarden: true })
    const photo = { file: '/media/demo/exterior-02.jpg', width: 1600, height: 1067, credit: '' }
    const reduced = await insertListing(database.db, {
      zip: '3500',
      city: 'Hasselt',
      hasGarden: true,
      photos: [photo],
      title: { en: 'Garden <house> & more' },
    })
    await database.db
      .update(properties)
      .set({ price: 280_000 })
      .where(eq(properties.id, reduced.id))

    await run(at(5), 1)
    const [mail] = await digestsTo(email)
    const html = mail!.htmlBody!
    // The photo from the configured origin, never a relative or request-derived address.
    expect(html).toContain(
      `<img src="${origin}/img/600/media/demo/exterior-02.jpg.webp" alt="" width="300"`,
    )
    expect(html).toContain('Garden &#60;house&#62; &#38; more')
    expect(html).toContain('<del>Was € 300.000</del>')
    expect(html).toContain('€ 280.000')
    expect(html).toMatch(/>New<\/strong> <strong[^>]*>Price reduced<\/strong>/)
    // One listing described, the other counted, with the alert's whole search behind the link.
    expect(html).toContain(
      `${origin}/for-sale/?type=1&#38;max=400000&#38;place=3500&#38;features=garden`,
    )
    expect(mail!.textBody).toContain('Was € 300.000')
    expect(mail!.textBody).toContain(
      `${origin}/for-sale/?type=1&max=400000&place=3500&features=garden`,
    )
  })
})
