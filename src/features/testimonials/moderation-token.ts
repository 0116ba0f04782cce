import { signToken, verifyToken } from '@/server/secrets/signed-token'

export const moderationDecisions = ['approve', 'reject'] as const
export type ModerationDecision = (typeof moderationDecisions)[number]

const purpose = 'testimonial-moderation'

/** How long the links in the agency's e-mail work. */
export const moderationLinkDays = 30

export type ModerationClaims = {
  testimonialId: number
  /**
   * When the testimonial was posted, to the millisecond: ids start again after the demo data is
   * reseeded, and an old link must not decide about a new testimonial with the same id.
   */
  postedAt: Date
  decision: ModerationDecision
}

/** The token of an "approve" or "reject" link of the agency's e-mail (signed, expiring). */
export function moderationToken(
  claims: ModerationClaims,
  { now = new Date(), secret }: { now?: Date; secret?: string } = {},
): string {
  const expiresAt = new Date(now.getTime() + moderationLinkDays * 86_400_000)
  return signToken(
    purpose,
    { id: claims.testimonialId, at: claims.postedAt.getTime(), d: claims.decision },
    { expiresAt, secret },
  )
}

/** What a moderation link asks, or null when it was changed, made elsewhere or has expired. */
export function readModerationToken(
  token: string,
  options: { now?: Date; secret?: string } = {},
): ModerationClaims | null {
  const claims = verifyToken(purpose, token, options)
  if (!claims) return null
  const { id, at, d } = claims
  if (typeof id !== 'number' || typeof at !== 'number') return null
  if (!moderationDecisions.includes(d as ModerationDecision)) return null
  return { testimonialId: id, postedAt: new Date(at), decision: d as ModerationDecision }
}
