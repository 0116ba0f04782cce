import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../../tests/support/site-database'
import { subscribeToNewsletter } from '@/server/requests/newsletter-subscriptions.server'
import { unsubscribeToken } from '@/features/newsletter/unsubscribe-token'
import { newsletterSubscriptions } from '@/server/db/schema'
import { GET, POST } from './route'

const database = siteDatabase({ seed: true })

const subscription = async (email: string) =>
  (
    await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  )[0]

function post(token: string, body: Record<string, string>) {
  return POST(
    new Request(`http://localhost/api/newsletter/unsubscribe/?token=${token}`, {
      method: 'POST',
      body: new URLSearchParams(body),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  )
}

describe('the newsletter unsubscribe route', () => {
  it('unsubscribes in one click (RFC 8058), idempotently', async () => {
    await subscribeToNewsletter(database.db, 'lena@example.com', 'en')
    const token = unsubscribeToken('lena@example.com')
    const first = await post(token, { 'List-Unsubscribe': 'One-Click' })
    expect(first.status).toBe(200)
    const left = (await subscription('lena@example.com'))!.unsubscribedAt
    expect(left).toBeInstanceOf(Date)
    const second = await post(token, { 'List-Unsubscribe': 'One-Click' })
    expect(second.status).toBe(200)
    expect((await subscription('lena@example.com'))!.unsubscribedAt).toEqual(left)
  })

  it('answers the page button the same whether or not the address was subscribed', async () => {
    await subscribeToNewsletter(database.db, 'jan@example.be', 'nl')
    const known = await post(unsubscribeToken('jan@example.be'), { lang: 'nl' })
    const unknown = await post(unsubscribeToken('nobody@example.be'), { lang: 'nl' })
    for (const response of [known, unknown]) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/nl/newsletter/unsubscribe/?done=1')
    }
    expect((await subscription('jan@example.be'))!.unsubscribedAt).not.toBeNull()
    expect(await subscription('nobody@example.be')).toBeUndefined()
  })

  it('lets an address subscribe again after leaving', async () => {
    await post(unsubscribeToken('back@example.be'), { lang: 'en' })
    await subscribeToNewsletter(database.db, 'back@example.be', 'fr')
    await post(unsubscribeToken('back@example.be'), { lang: 'en' })
    await subscribeToNewsletter(database.db, 'back@example.be', 'de')
    expect(await subscription('back@example.be')).toMatchObject({
      locale: 'de',
      unsubscribedAt: null,
    })
  })

  it('refuses a changed token and sends a GET to the page that asks first', async () => {
    await subscribeToNewsletter(database.db, 'kept@example.be', 'fr')
    const token = unsubscribeToken('kept@example.be')
    const forged = `${Buffer.from(JSON.stringify({ e: 'kept@example.be' })).toString('base64url')}.${token.split('.')[1]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`
    expect((await post(forged, { 'List-Unsubscribe': 'One-Click' })).status).toBe(400)
    const page = await post(forged, { lang: 'fr' })
    expect(page.headers.get('location')).toBe(`/fr/newsletter/unsubscribe/?token=${forged}`)
    const opened = await GET(
      new Request(`http://localhost/api/newsletter/unsubscribe/?token=${token}`),
    )
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe/?token=${token}`)
    expect((await subscription('kept@example.be'))!.unsubscribedAt).toBeNull()
  })
})
