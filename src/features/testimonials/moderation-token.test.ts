import { describe, expect, it } from 'vitest'
import { signToken } from '@/server/secrets/signed-token'
import { moderationToken, readModerationToken } from './moderation-token'

const postedAt = new Date('2026-05-04T08:15:30.123Z')
const now = new Date('2026-05-04T08:16:00Z')

describe('testimonial moderation tokens', () => {
  it('name the testimonial, the moment it was posted and the decision', () => {
    const token = moderationToken({ testimonialId: 12, postedAt, decision: 'approve' }, { now })
    expect(readModerationToken(token, { now })).toEqual({
      testimonialId: 12,
      postedAt,
      decision: 'approve',
    })
  })

  it('expire after 30 days', () => {
    const token = moderationToken({ testimonialId: 12, postedAt, decision: 'reject' }, { now })
    const day29 = new Date(now.getTime() + 29 * 86_400_000)
    const day30 = new Date(now.getTime() + 30 * 86_400_000)
    expect(readModerationToken(token, { now: day29 })?.decision).toBe('reject')
    expect(readModerationToken(token, { now: day30 })).toBeNull()
  })

  it('refuse a changed token and claims that are not a decision', () => {
    const token = moderationToken({ testimonialId: 12, postedAt, decision: 'reject' }, { now })
    const [payload, signature] = token.split('.') as [string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const approve = Buffer.from(JSON.stringify({ ...claims, d: 'approve' })).toString('base64url')
    expect(readModerationToken(`${approve}.${signature}`, { now })).toBeNull()
    const odd = signToken('testimonial-moderation', { id: 12, at: 1, d: 'delete' })
    expect(readModerationToken(odd, { now })).toBeNull()
    const text = signToken('testimonial-moderation', { id: '12', at: 1, d: 'approve' })
    expect(readModerationToken(text, { now })).toBeNull()
  })
})
