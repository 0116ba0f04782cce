import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../../tests/support/site-database'
import { runDemandAlerts } from '@/features/demand-alerts/run-alerts'
import { insertDemand, insertListing } from '@/features/demand-alerts/test-fixtures'
import { demands, outboxMessages } from '@/server/db/schema'
import { POST } from './route'

const database = siteDatabase({ seed: true })

/** A digest to `email`; returns the edit link of its alert, as the e-mail's text gives it. */
async function editLink(email: string, zip: string): Promise<URL> {
  await insertDemand(database.db, email, { locale: 'fr', zips: [zip] })
  await insertListing(database.db, { zip })
  await runDemandAlerts(database.db, { origin: 'http://localhost' })
  const [mail] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
  const url = /^Modifier, mettre en pause ou supprimer cette alerte: (\S+)$/m.exec(
    mail!.textBody,
  )![1]!
  expect(mail!.htmlBody).toContain(`href="${url}"`)
  return new URL(url)
}

const demandOf = async (email: string) =>
  (await database.db.select().from(demands).where(eq(demands.email, email)))[0]

/** What the edit page's form posts to the route. */
const post = (link: URL, fields: Record<string, string>) =>
  POST(
    new Request(`http://localhost/api/demand-alerts/manage/${link.search}`, {
      method: 'POST',
      body: new URLSearchParams({ lang: 'fr', ...fields }),
    }),
  )

describe('the edit link of an alert e-mail', () => {
  it('opens the page in the language of the e-mail and changes the frequency', async () => {
    const link = await editLink('lea@manage.example', '4000')
    expect(link.pathname).toBe('/fr/demand-alerts/manage/')
    const response = await post(link, { intent: 'save', frequency: 'weekly' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `/fr/demand-alerts/manage/${link.search}&done=save`,
    )
    expect((await demandOf('lea@manage.example'))?.frequency).toBe('weekly')
  })

  it('pauses, resumes and deletes the alert; a changed token changes nothing', async () => {
    const link = await editLink('noah@manage.example', '4020')
    const id = (await demandOf('noah@manage.example'))!.id
    await post(link, { intent: 'pause' })
    expect((await demandOf('noah@manage.example'))?.pausedAt).toBeInstanceOf(Date)
    await post(link, { intent: 'resume' })
    expect((await demandOf('noah@manage.example'))?.pausedAt).toBeNull()

    const forged = new URL(link)
    forged.searchParams.set('token', `${link.searchParams.get('token')}x`)
    const refused = await post(forged, { intent: 'delete' })
    expect(refused.headers.get('location')).toBe('/fr/demand-alerts/manage/?link=invalid')
    // Not a frequency the page offers.
    await post(link, { intent: 'save', frequency: 'hourly' })
    expect(await demandOf('noah@manage.example')).toMatchObject({ frequency: 'daily' })

    const deleted = await post(link, { intent: 'delete' })
    expect(deleted.headers.get('location')).toBe('/fr/demand-alerts/manage/?done=delete')
    expect(await demandOf('noah@manage.example')).toBeUndefined()
    // Kept for the owner portal's history, without what names the person.
    const [kept] = await database.db.select().from(demands).where(eq(demands.id, id))
    expect(kept).toMatchObject({ email: '', submissionId: null, active: false })
    expect(kept!.deletedAt).toBeInstanceOf(Date)
    // The link of a deleted alert opens nothing and changes nothing.
    const again = await post(link, { intent: 'resume' })
    expect(again.headers.get('location')).toBe('/fr/demand-alerts/manage/?link=invalid')
  })

  it('changes the criteria, drops an unticked kept filter, and stores nothing on bad input', async () => {
    const link = await editLink('ines@manage.example', '4030')
    // Kept from the list's search: an EPC and a garden.
    await database.db
      .update(demands)
      .set({ search: 'epc=a&epc=b&features=garden' })
      .where(eq(demands.email, 'ines@manage.example'))
    const criteria = {
      intent: 'criteria',
      types: '1',
      priceMin: '200000',
      priceMax: '350000',
      bedroomsMin: '2',
      bedroomsMax: '',
      zones: '4030, 4000',
      keep: 'features',
    }
    const saved = await post(link, criteria)
    expect(saved.headers.get('location')).toBe(
      `/fr/demand-alerts/manage/${link.search}&done=criteria`,
    )
    expect(await demandOf('ines@manage.example')).toMatchObject({
      typeIds: [1],
      priceMin: 200_000,
      priceMax: 350_000,
      bedroomsMin: 2,
      bedroomsMax: null,
      zips: ['4000', '4030'],
      search: 'features=garden',
    })

    // A maximum below the minimum and a zone that does not exist: sent back, nothing stored.
    const refusedRange = await post(link, { ...criteria, priceMax: '100000', keep: '' })
    expect(refusedRange.headers.get('location')).toBe(
      `/fr/demand-alerts/manage/${link.search}&error=priceMax%3Arange`,
    )
    const refusedZone = await post(link, { ...criteria, zones: 'Atlantis', keep: '' })
    const back = new URL(refusedZone.headers.get('location')!, 'http://localhost')
    expect(back.searchParams.getAll('error')).toEqual(['zones:unknownZone'])
    expect(back.searchParams.get('zones')).toBe('Atlantis')
    // A property type the catalogue does not have.
    const unknownType = await post(link, { ...criteria, types: '999999' })
    expect(unknownType.headers.get('location')).toContain('error=types%3Achoice')

    // A forged token changes nothing.
    const forged = new URL(link)
    forged.searchParams.set('token', `${link.searchParams.get('token')}x`)
    const denied = await post(forged, { ...criteria, priceMax: '900000' })
    expect(denied.headers.get('location')).toBe('/fr/demand-alerts/manage/?link=invalid')
    expect(await demandOf('ines@manage.example')).toMatchObject({
      priceMax: 350_000,
      search: 'features=garden',
    })
  })
})
