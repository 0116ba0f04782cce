import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../../tests/support/site-database'
import { moderationToken } from '@/features/testimonials/moderation-token'
import { testimonialForModeration } from '@/features/testimonials/moderation.server'
import { contentVersion, testimonials } from '@/server/db/schema'
import { signToken } from '@/server/secrets/signed-token'
import { POST } from './route'

const database = siteDatabase({ seed: true })

async function pendingTestimonial(name: string) {
  const postedAt = new Date()
  const [row] = await database.db
    .insert(testimonials)
    .values({ name, comment: 'Very good agency.', locale: 'nl', status: 'pending', postedAt })
    .returning({ id: testimonials.id })
  return { id: row!.id, postedAt }
}

const statusOf = async (id: number) =>
  (await database.db.select().from(testimonials).where(eq(testimonials.id, id)))[0]!.status

const version = async () => (await database.db.select().from(contentVersion))[0]!.version

function post(token: string, lang?: string) {
  const body = new URLSearchParams(lang ? { lang } : {})
  return POST(
    new Request(`http://localhost/api/testimonials/moderate/?token=${token}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  )
}

describe('the testimonial moderation route', () => {
  it('publishes with the approve link and bumps the page cache version', async () => {
    const { id, postedAt } = await pendingTestimonial('Approve Me')
    const token = moderationToken({ testimonialId: id, postedAt, decision: 'approve' })
    // Reading what a link asks changes nothing (GET shows this; mail scanners follow links).
    expect(await testimonialForModeration(database.db, token)).toMatchObject({
      decision: 'approve',
      testimonial: { id, name: 'Approve Me', status: 'pending', hasImage: false },
    })
    expect(await statusOf(id)).toBe('pending')
    const before = await version()
    const response = await post(token, 'nl')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/nl/testimonials/moderate/?token=${token}`)
    expect(await statusOf(id)).toBe('published')
    expect(await version()).toBeGreaterThan(before)
    // Again: the same answer, still published.
    expect((await post(token)).headers.get('location')).toBe(
      `/testimonials/moderate/?token=${token}`,
    )
    expect(await statusOf(id)).toBe('published')
  })

  it('rejects with the reject link, which can also withdraw a published one', async () => {
    const { id, postedAt } = await pendingTestimonial('Withdraw Me')
    const approve = moderationToken({ testimonialId: id, postedAt, decision: 'approve' })
    const reject = moderationToken({ testimonialId: id, postedAt, decision: 'reject' })
    await post(approve)
    await post(reject)
    expect(await statusOf(id)).toBe('rejected')
  })

  it('changes nothing for a changed, expired or foreign token, or an old link after a reseed', async () => {
    const { id, postedAt } = await pendingTestimonial('Keep Me Pending')
    const approve = moderationToken({ testimonialId: id, postedAt, decision: 'approve' })
    const [payload, signature] = approve.split('.') as [string, string]
    const otherId = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), id: id + 1 }),
    ).toString('base64url')
    const longAgo = new Date(Date.now() - 31 * 86_400_000)
    const tokens = [
      `${otherId}.${signature}`,
      `${payload}.${signature.slice(0, -3)}abc`,
      moderationToken({ testimonialId: id, postedAt, decision: 'approve' }, { now: longAgo }),
      signToken('newsletter-unsubscribe', { id, at: postedAt.getTime(), d: 'approve' }),
      // The same id, posted at another moment: a testimonial that was reseeded away.
      moderationToken({ testimonialId: id, postedAt: new Date(0), decision: 'approve' }),
      '',
    ]
    for (const token of tokens) {
      const response = await post(token)
      expect(response.status).toBe(303)
      expect(await testimonialForModeration(database.db, token)).toBeNull()
    }
    expect(await statusOf(id)).toBe('pending')
  })
})
