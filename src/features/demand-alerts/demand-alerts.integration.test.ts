import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../../tests/support/smtp-sink'
import { createTestDatabase } from '../../../tests/support/test-database'
import { demandAlerts, demands, outboxMessages, properties } from '@/server/db/schema'
import { createTransport } from '@/server/mail/transport'
import { startOutboxWorker } from '@/server/mail/worker'
import { seedDatabase } from '@/server/seed/seed-all'
import { claimDigests } from './match-demands'
import { runDemandAlerts } from './run-alerts'
import { insertDemand, insertListing } from './test-fixtures'
import { signToken } from '@/server/secrets/signed-token'
import { unsubscribe, unsubscribeDigest, unsubscribeToken } from './unsubscribe'
import { localStore } from '@/server/storage/local-store'

const origin = 'https://www.immohorizon.be'
const mailFrom = 'no-reply@immohorizon.be'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false })
})

afterAll(async () => {
  await database.drop()
})

/**
 * Noon (UTC) `n` days from now: later than every change a test makes, on a known Brussels day,
 * and within the job's look-back of a week. Tests use their own addresses, so they share days.
 */
function day(n: number): Date {
  const at = new Date()
  at.setUTCDate(at.getUTCDate() + n)
  at.setUTCHours(10, 0, 0, 0)
  return at
}

const run = (now: Date) => runDemandAlerts(database.db, { origin, mailFrom, now })

const mailsTo = (email: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(eq(sql`lower(${outboxMessages.toAddress})`, email.toLowerCase()))
    .orderBy(asc(outboxMessages.id))

const update = (id: number, values: Partial<typeof properties.$inferInsert>) =>
  database.db.update(properties).set(values).where(eq(properties.id, id))

describe('matching', () => {
  it('alerts a demand only when every criterion it sets holds', async () => {
    // Each demand is a person; `pass` ones must get the villa, `fail` ones must not.
    const cases: [
      name: string,
      overrides: Partial<typeof demands.$inferInsert>,
      passes: boolean,
    ][] = [
      ['baseline', {}, true],
      ['goal-rent', { goal: 1 }, false],
      ['type-parent', { typeIds: [1] }, true],
      ['type-exact', { typeIds: [2, 11] }, true],
      ['type-other', { typeIds: [2] }, false],
      ['zip-other', { zips: ['8000'] }, false],
      ['zip-among', { zips: ['8000', '8400'] }, true],
      ['price-min-pass', { priceMin: 300_000 }, true],
      ['price-min-fail', { priceMin: 300_001 }, false],
      ['price-max-pass', { priceMax: 300_000 }, true],
      ['price-max-fail', { priceMax: 299_999 }, false],
      ['bedrooms-min-pass', { bedroomsMin: 3 }, true],
      ['bedrooms-min-fail', { bedroomsMin: 4 }, false],
      ['bedrooms-max-pass', { bedroomsMax: 3 }, true],
      ['bedrooms-max-fail', { bedroomsMax: 2 }, false],
      ['bathrooms-min-pass', { bathroomsMin: 2 }, true],
      ['bathrooms-min-fail', { bathroomsMin: 3 }, false],
      ['bathrooms-max-pass', { bathroomsMax: 2 }, true],
      ['bathrooms-max-fail', { bathroomsMax: 1 }, false],
      ['garages-min-pass', { garagesMin: 1 }, true],
      ['garages-min-fail', { garagesMin: 2 }, false],
      ['garages-max-pass', { garagesMax: 1 }, true],
      ['garages-max-fail', { garagesMax: 0 }, false],
      // One parking and one external parking: two.
      ['parkings-min-pass', { parkingsMin: 2 }, true],
      ['parkings-min-fail', { parkingsMin: 3 }, false],
      ['parkings-max-pass', { parkingsMax: 2 }, true],
      ['parkings-max-fail', { parkingsMax: 1 }, false],
      ['inactive', { active: false }, false],
    ]
    for (const [name, overrides] of cases) {
      await insertDemand(database.db, `${name}@match.example`, { zips: ['8400'], ...overrides })
    }
    await insertListing(database.db, { zip: '8400', city: 'Oostende' })
    // Not news for anyone: a listing that is not on the market any more when the job runs…
    const optioned = await insertListing(database.db, { zip: '8400', city: 'Oostende' })
    await update(optioned.id, { status: 'option' })
    // …and one whose price is hidden fails a price bound, since the bound would reveal it.
    await insertDemand(database.db, 'hidden-no-bound@match.example', { zips: ['8420'] })
    await insertDemand(database.db, 'hidden-bound@match.example', {
      zips: ['8420'],
      priceMax: 500_000,
    })
    await insertListing(database.db, { zip: '8420', city: 'De Haan', publishPrice: false })
    // A change before the demand was registered is not news to it.
    await insertListing(database.db, { zip: '8430', city: 'Middelkerke' })
    await insertDemand(database.db, 'registered-later@match.example', { zips: ['8430'] })

    await run(day(1))

    const mailed = await database.db
      .select({ to: outboxMessages.toAddress, text: outboxMessages.textBody })
      .from(outboxMessages)
      .where(sql`${outboxMessages.toAddress} like '%@match.example'`)
    const expected = [
      ...cases.filter(([, , passes]) => passes).map(([name]) => `${name}@match.example`),
      'hidden-no-bound@match.example',
    ]
    expect(mailed.map((mail) => mail.to).sort()).toEqual(expected.sort())
    for (const mail of mailed) expect(mail.text).not.toContain(optioned.reference)
  })

  it('claims each alert once even when two transactions race without the lock', async () => {
    for (let n = 0; n < 10; n++)
      await insertDemand(database.db, `race${n}@race.example`, { zips: ['8300'] })
    await insertListing(database.db, { zip: '8300', city: 'Knokke-Heist' })
    const claim = () => database.db.transaction((tx) => claimDigests(tx, day(1)))
    const [first, second] = await Promise.all([claim(), claim()])
    const claimed = [...first!, ...second!].filter((alert) => alert.email.endsWith('@race.example'))
    expect(claimed).toHaveLength(10)
    expect(new Set(claimed.map((alert) => alert.email)).size).toBe(10)
  })
})

describe('digests', () => {
  it("merges a person's demands into one e-mail a day and never repeats a listing", async () => {
    const email = 'anna.peeters@digest.example'
    await insertDemand(database.db, 'Anna.Peeters@digest.example', { locale: 'nl', zips: ['2000'] })
    await insertDemand(database.db, email, { locale: 'nl', goal: 1, typeIds: [2], zips: ['2018'] })
    const villa = await insertListing(database.db, { zip: '2000', city: 'Antwerpen' })
    const flat = await insertListing(database.db, {
      goal: 1,
      typeId: 2,
      price: 950,
      zip: '2018',
      city: 'Antwerpen',
      details: {},
    })
    await run(day(1))
    let mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      kind: 'demand-digest',
      language: 'nl',
      replyTo: 'info@immohorizon.be',
      subject: '2 panden passen bij uw zoekopdracht – Immo Horizon',
    })
    const first = mails[0]!.textBody
    expect(first).toContain(`${origin}/nl/te-koop/antwerpen/villa/${villa.reference}/`)
    expect(first).toContain(`${origin}/nl/te-huur/antwerpen/appartement/${flat.reference}/`)
    expect(first).toContain('Nieuw: Villa nummer')
    expect(first).toContain('Villa in Antwerpen · € 300.000')
    expect(first).toContain('Appartement in Antwerpen · € 950 per maand')
    expect(mails[0]!.htmlBody).toContain(
      `<a href="${origin}/nl/te-koop/antwerpen/villa/${villa.reference}/">Villa nummer`,
    )

    // Same day: the new listing waits for tomorrow.
    const later = await insertListing(database.db, { zip: '2000', city: 'Antwerpen' })
    await run(new Date(day(1).getTime() + 60 * 60 * 1000))
    expect(await mailsTo(email)).toHaveLength(1)

    await run(day(2))
    mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe('Eén pand past bij uw zoekopdracht – Immo Horizon')
    expect(mails[1]!.textBody).toContain(later.reference)
    expect(mails[1]!.textBody).not.toContain(`/${villa.reference}/`)

    // A price drop is news once; a second one is not; coming back on the market is.
    await update(villa.id, { price: 280_000 })
    await run(day(3))
    await update(villa.id, { price: 270_000 })
    await run(day(4))
    await update(villa.id, { status: 'sold' })
    await update(villa.id, { status: 'available' })
    await run(day(5))
    mails = await mailsTo(email)
    expect(mails.map((mail) => mail.textBody.split('\n')[4])).toEqual([
      expect.stringMatching(/^Nieuw: /),
      expect.stringMatching(/^Nieuw: /),
      expect.stringMatching(/^Prijsdaling: Villa nummer/),
      expect.stringMatching(/^Opnieuw beschikbaar: Villa nummer/),
    ])
    expect(mails[2]!.textBody).toContain('€ 280.000')
    // The date of the last e-mail that told a demand something: the villa's, not the flat's.
    const sent = await database.db
      .select({ goal: demands.goal, lastDigestAt: demands.lastDigestAt })
      .from(demands)
      .where(eq(sql`lower(${demands.email})`, email.toLowerCase()))
      .orderBy(asc(demands.goal))
    expect(sent).toEqual([
      { goal: 0, lastDigestAt: day(5) },
      { goal: 1, lastDigestAt: day(1) },
    ])
  })

  it('writes French for a French demand and falls back to the default language', async () => {
    await insertDemand(database.db, 'claire@lang.example', { locale: 'fr', zips: ['1050'] })
    await insertDemand(database.db, 'pieter@lang.example', { locale: 'xx', zips: ['1050'] })
    const flat = await insertListing(database.db, { zip: '1050', city: 'Ixelles', typeId: 2 })
    await update(flat.id, { title: { en: 'Bright flat', fr: 'Appartement lumineux' } })
    await insertDemand(database.db, 'x@lang.example', { zips: ['1050'], typeIds: [2] })
    await run(day(1))
    const [claire] = await mailsTo('claire@lang.example')
    expect(claire).toBeUndefined()
    await database.db
      .update(demands)
      .set({ typeIds: [2] })
      .where(inArray(demands.email, ['claire@lang.example', 'pieter@lang.example']))
    await run(day(2))
    const [french] = await mailsTo('claire@lang.example')
    expect(french).toMatchObject({
      language: 'fr',
      subject: 'Un bien correspond à votre recherche – Immo Horizon',
    })
    expect(french!.textBody).toContain(
      `Nouveau: Appartement lumineux\nAppartement à Ixelles · € 300.000\n${origin}/fr/a-vendre/ixelles/appartement/${flat.reference}/`,
    )
    expect(french!.textBody).toContain('Se désinscrire de ces alertes: https://')
    const [english] = await mailsTo('pieter@lang.example')
    expect(english).toMatchObject({ language: 'en' })
    expect(english!.textBody).toContain(`${origin}/for-sale/ixelles/apartment/${flat.reference}/`)
  })

  it('queues each person exactly once when two instances run the job at the same time', async () => {
    const emails = Array.from({ length: 30 }, (_, n) => `person${n}@concurrent.example`)
    for (const email of emails) await insertDemand(database.db, email, { zips: ['3000'] })
    await insertListing(database.db, { zip: '3000', city: 'Leuven' })
    const results = await Promise.all([run(day(1)), run(day(1))])
    expect(results.filter((result) => result.digests > 0)).toHaveLength(1)
    const mails = await database.db
      .select({ to: outboxMessages.toAddress })
      .from(outboxMessages)
      .where(inArray(outboxMessages.toAddress, emails))
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort())
    const alerts = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(demandAlerts)
      .innerJoin(demands, eq(demands.id, demandAlerts.demandId))
      .where(inArray(demands.email, emails))
    expect(alerts[0]?.count).toBe(30)
  })
})

describe('unsubscribe', () => {
  it('stops every demand of the address up to that e-mail with a signed link, and only that', async () => {
    const email = 'jan@unsubscribe.example'
    const first = await insertDemand(database.db, email, { zips: ['9300'] })
    const second = await insertDemand(database.db, 'JAN@unsubscribe.example', { zips: ['9310'] })
    await insertListing(database.db, { zip: '9300', city: 'Aalst' })
    await run(day(1))
    const [mail] = await mailsTo(email)
    const link = /^<(https:\/\/\S+)>$/.exec(mail!.headers['List-Unsubscribe'] ?? '')?.[1]
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const url = new URL(link!)
    expect(url.origin + url.pathname).toBe(`${origin}/api/demand-alerts/unsubscribe/`)
    const token = url.searchParams.get('token')!
    // The e-mail's text links to the page that asks first, with the same token.
    expect(mail!.textBody).toContain(`${origin}/demand-alerts/unsubscribe/?token=${token}`)

    const digestId = unsubscribeDigest(token)!
    const [payload, signature] = token.split('.') as [string, string]
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    for (const bad of [
      '',
      'garbage',
      `${payload}x.${signature}`,
      `${payload}.${flipped}`,
      unsubscribeToken(digestId, 'another-secret-0123456789abcdef0123456789'),
      unsubscribeToken('00000000-0000-4000-8000-000000000000'),
      // The same claim signed for another purpose (the newsletter's links) is no unsubscribe here.
      signToken('newsletter-unsubscribe', { d: digestId }),
    ]) {
      expect(await unsubscribe(database.db, bad), bad).toEqual({ ok: false })
    }
    const stillActive = await database.db
      .select({ active: demands.active })
      .from(demands)
      .where(inArray(demands.id, [first.id, second.id]))
    expect(stillActive.every((demand) => demand.active)).toBe(true)

    // A demand registered after the e-mail was sent is a new wish and stays.
    const newer = await insertDemand(database.db, email, { zips: ['9320'] })

    expect(await unsubscribe(database.db, token)).toEqual({
      ok: true,
      locale: 'en',
      demandsStopped: 2,
    })
    expect(await unsubscribe(database.db, token)).toEqual({
      ok: true,
      locale: 'en',
      demandsStopped: 0,
    })
    const after = await database.db
      .select({ id: demands.id, active: demands.active, unsubscribedAt: demands.unsubscribedAt })
      .from(demands)
      .where(inArray(demands.id, [first.id, second.id, newer.id]))
      .orderBy(demands.id)
    expect(after.map((demand) => demand.active)).toEqual([false, false, true])
    expect(after[0]!.unsubscribedAt).toBeInstanceOf(Date)

    await insertListing(database.db, { zip: '9310', city: 'Moorsel' })
    await run(day(2))
    expect(await mailsTo(email)).toHaveLength(1)
    await insertListing(database.db, { zip: '9320', city: 'Erembodegem' })
    await run(day(3))
    expect(await mailsTo(email)).toHaveLength(2)
  })
})

describe('unsubscribe, registered during a run', () => {
  it('counts a demand the run saw as covered by its e-mail, though it came after the run began', async () => {
    const email = 'late@unsubscribe.example'
    let token = ''
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select now()`) // the transaction's time is taken here
      await insertDemand(database.db, email, { zips: ['9400'] })
      await insertListing(database.db, { zip: '9400', city: 'Ninove' })
      const claimed = await claimDigests(tx, day(1))
      token = unsubscribeToken(claimed.find((alert) => alert.email === email)!.digestId)
    })
    expect(await unsubscribe(database.db, token)).toMatchObject({ ok: true, demandsStopped: 1 })
  })
})

describe('delivery', () => {
  it('sends the digest with its List-Unsubscribe headers through SMTP', async () => {
    const log = pino({ level: 'silent' })
    const sink = await startSmtpSink()
    const pending = await database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), eq(outboxMessages.kind, 'demand-digest')))
    const transport = createTransport({ DATA_DIR: 'unused', SMTP_URL: sink.url }, log)
    const worker = startOutboxWorker({
      db: database.db,
      transport,
      log,
      from: mailFrom,
      store: localStore('.'),
      pollMs: 20,
    })
    try {
      await sink.waitFor(pending.length)
    } finally {
      await worker.stop()
      transport.close()
      await sink.stop()
    }
    const received = sink.messages.find((mail) => mail.subject?.includes('votre recherche'))
    // The header as sent, unfolded (RFC 5322 §2.2.3).
    const line = (key: string) =>
      received?.headerLines.find((header) => header.key === key)?.line.replace(/\r\n\s+/g, ' ')
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(line('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.immohorizon\.be\/api\/demand-alerts\/unsubscribe\/\?lang=fr&token=[\w.-]+>$/,
    )
    expect(received?.headers.get('content-language')).toBe('fr')
    expect(received?.html).toContain('/fr/a-vendre/ixelles/appartement/')
  })
})
