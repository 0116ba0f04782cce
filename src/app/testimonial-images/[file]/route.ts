import { and, eq } from 'drizzle-orm'
import { notFound } from '@/features/catalogue/media/image-response.server'
import {
  isTestimonialImageName,
  readTestimonialImage,
} from '@/features/testimonials/testimonial-image.server'
import { db } from '@/server/db/client'
import { testimonials } from '@/server/db/schema'
import { objectStore } from '@/server/storage/shared-store.server'

type Params = { file: string }

/**
 * A testimonial's photo, only while the testimonial is published: a pending or rejected one's
 * photo is not on the web. Browsers keep it for a short while only, so a withdrawn testimonial's
 * photo goes away too.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params
  if (!isTestimonialImageName(file)) return notFound()
  const [published] = await db()
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(and(eq(testimonials.image, file), eq(testimonials.status, 'published')))
  const bytes = published && (await readTestimonialImage(objectStore(), file))
  if (!bytes) return notFound()
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
