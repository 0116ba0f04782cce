import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../../tests/support/site-database'
import { runDemandAlerts } from '@/features/demand-alerts/run-alerts'
import { insertDemand, insertListing } from '@/features/demand-alerts/test-fixtures'
import { demands, outboxMessages } from '@/server/db/schema'
import { GET, POST } from './route'

const database = siteDatabase({ seed: true })

/** A digest to `email` in `locale`; returns its unsubscribe link (from the List-Unsubscribe header). */
async function digestLink(email: string, locale: string, zip: string): Promise<URL> {
  await insertDemand(database.db, email, { locale, zips: [zip] })
  await insertListing(database.db, { zip })
  await runDemandAlerts(database.db, { origin: 'http://localhost' })
  const [mail] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
  return new URL(/^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!)
}

const activeOf = async (email: string) =>
  (await database.db.select().from(demands).where(eq(demands.email, email))).map((d) => d.active)

const post = (link: URL, fields: Record<string, string>) =>
  POST(new Request(link, { method: 'POST', body: new URLSearchParams(fields) }))

describe('the unsubscribe route', () => {
  it("GET changes nothing: it sends the visitor to the page that asks, in the link's language", async () => {
    const link = await digestLink('marie@route.example', 'fr', '5000')
    const response = await GET(new Request(link))
    expect(response.status).toBe(303)
    const token = link.searchParams.get('token')!
    expect(response.headers.get('location')).toBe(`/fr/demand-alerts/unsubscribe/?token=${token}`)
    expect(await activeOf('marie@route.example')).toEqual([true])
  })

  it('the page\'s button posts with its language and lands on "you are unsubscribed"', async () => {
    const link = await digestLink('paul@route.example', 'fr', '5030')
    const response = await post(link, { lang: 'fr' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/fr/demand-alerts/unsubscribe/?done=1')
    expect(await activeOf('paul@route.example')).toEqual([false])
    // A second press lands on the same page.
    expect((await post(link, { lang: 'fr' })).headers.get('location')).toBe(
      '/fr/demand-alerts/unsubscribe/?done=1',
    )
  })

  it('POST without a page is the one-click unsubscribe of RFC 8058: a plain answer', async () => {
    const link = await digestLink('luc@route.example', 'nl', '5100')
    const response = await post(link, { 'List-Unsubscribe': 'One-Click' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('Unsubscribed\n')
    expect(await activeOf('luc@route.example')).toEqual([false])
  })

  it('refuses a tampered link and says so in the language asked for', async () => {
    const link = await digestLink('ann@route.example', 'nl', '5300')
    const token = link.searchParams.get('token')!
    link.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
    expect((await post(link, { 'List-Unsubscribe': 'One-Click' })).status).toBe(400)
    expect((await post(link, { lang: 'nl' })).headers.get('location')).toBe(
      '/nl/demand-alerts/unsubscribe/?link=invalid',
    )
    expect(await activeOf('ann@route.example')).toEqual([true])
    // Without a usable language the page is in the default one, served without prefix.
    const bare = await GET(new Request('http://localhost/api/demand-alerts/unsubscribe/?lang=xx'))
    expect(bare.headers.get('location')).toBe('/demand-alerts/unsubscribe/?token=')
  })
})
