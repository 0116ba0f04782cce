import { desc, eq } from 'drizzle-orm'
import { testimonials } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

const columns = {
  id: testimonials.id,
  name: testimonials.name,
  comment: testimonials.comment,
  postedAt: testimonials.postedAt,
  postedBy: testimonials.postedBy,
  aboutYou: testimonials.aboutYou,
  website: testimonials.website,
  image: testimonials.image,
  locale: testimonials.locale,
  status: testimonials.status,
}

export type TestimonialRow = {
  id: number
  name: string
  comment: string
  postedAt: Date
  postedBy: string | null
  aboutYou: string | null
  website: string | null
  image: string | null
  locale: string
  status: string
}

/** Every testimonial whatever its state, newest first (the public page shows the same order). */
export async function listTestimonials(executor: Executor): Promise<TestimonialRow[]> {
  return executor
    .select(columns)
    .from(testimonials)
    .orderBy(desc(testimonials.postedAt), desc(testimonials.id))
}

export async function findTestimonial(
  executor: Executor,
  id: number,
): Promise<TestimonialRow | null> {
  const [row] = await executor.select(columns).from(testimonials).where(eq(testimonials.id, id))
  return row ?? null
}
