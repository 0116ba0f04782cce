import 'server-only'
import { and, eq } from 'drizzle-orm'
import { testimonials } from '@/server/db/schema'
import { readModerationToken, type ModerationDecision } from './moderation-token'
import type { Executor } from '@/server/db/types'

export type TestimonialStatus = 'pending' | 'published' | 'rejected'

export type ModeratedTestimonial = {
  id: number
  name: string
  comment: string
  aboutYou: string | null
  website: string | null
  hasImage: boolean
  locale: string
  status: TestimonialStatus
}

const statusAfter: Record<ModerationDecision, TestimonialStatus> = {
  approve: 'published',
  reject: 'rejected',
}

const columns = {
  id: testimonials.id,
  name: testimonials.name,
  comment: testimonials.comment,
  aboutYou: testimonials.aboutYou,
  website: testimonials.website,
  image: testimonials.image,
  locale: testimonials.locale,
  status: testimonials.status,
}

function moderated(row: {
  id: number
  name: string
  comment: string
  aboutYou: string | null
  website: string | null
  image: string | null
  locale: string
  status: string
}): ModeratedTestimonial {
  const { image, ...rest } = row
  return { ...rest, hasImage: image !== null, status: row.status as TestimonialStatus }
}

/** The testimonial a moderation link is about and what it asks, without changing anything. */
export async function testimonialForModeration(
  db: Executor,
  token: string,
): Promise<{ decision: ModerationDecision; testimonial: ModeratedTestimonial } | null> {
  const claims = readModerationToken(token)
  if (!claims) return null
  const [row] = await db
    .select(columns)
    .from(testimonials)
    .where(
      and(eq(testimonials.id, claims.testimonialId), eq(testimonials.postedAt, claims.postedAt)),
    )
  return row ? { decision: claims.decision, testimonial: moderated(row) } : null
}

/**
 * Carries out a moderation link (POST only: mail scanners follow links with GET). Approving
 * publishes the testimonial, rejecting hides it; either may be repeated or reversed with the
 * other link while the links are valid. The page cache empties itself: migration 0003 bumps the
 * content version on every change to `testimonials`.
 */
export async function moderateTestimonial(
  db: Executor,
  token: string,
): Promise<ModeratedTestimonial | null> {
  const claims = readModerationToken(token)
  if (!claims) return null
  const [row] = await db
    .update(testimonials)
    .set({ status: statusAfter[claims.decision] })
    .where(
      and(eq(testimonials.id, claims.testimonialId), eq(testimonials.postedAt, claims.postedAt)),
    )
    .returning(columns)
  return row ? moderated(row) : null
}
