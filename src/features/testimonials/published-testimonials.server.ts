import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { db } from '@/server/db/client'
import { testimonials } from '@/server/db/schema'

export type PublishedTestimonial = {
  id: number
  name: string
  comment: string
  postedAt: Date
  aboutYou: string | null
  website: string | null
  /** The photo's file name (src/app/testimonial-images serves it), if one was sent. */
  image: string | null
  locale: string
}

/** Testimonials the agency approved, newest first; `limit` 0 means all. */
export async function publishedTestimonials(limit: number): Promise<PublishedTestimonial[]> {
  const query = db()
    .select({
      id: testimonials.id,
      name: testimonials.name,
      comment: testimonials.comment,
      postedAt: testimonials.postedAt,
      aboutYou: testimonials.aboutYou,
      website: testimonials.website,
      image: testimonials.image,
      locale: testimonials.locale,
    })
    .from(testimonials)
    .where(eq(testimonials.status, 'published'))
    .orderBy(desc(testimonials.postedAt))
  return limit > 0 ? query.limit(limit) : query
}
