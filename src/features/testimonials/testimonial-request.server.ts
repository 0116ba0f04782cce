import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import type { Translator } from '@/lib/i18n/server-translator'
import { objectStore } from '@/server/storage/shared-store.server'
import { siteOrigin } from '@/lib/site-origin.server'
import { testimonials } from '@/server/db/schema'
import { type RequestSpec, refuse } from '@/server/requests/process-request.server'
import { optionalLine, type MailLine } from '@/server/requests/request-mail.server'
import { moderationLinkDays, moderationToken } from './moderation-token'
import {
  prepareTestimonialImage,
  removeTestimonialImage,
  storeTestimonialImage,
  testimonialImagesFolder,
} from './testimonial-image.server'
import { testimonialSchema, type TestimonialInput } from './testimonial-schema'

/** Where a moderation link of the agency's e-mail leads: a page that asks before it acts. */
export async function moderationUrl(
  token: string,
  lang: Language,
  defaultLanguage: Language,
): Promise<string> {
  const page = localizedUrl(lang, 'testimonials/moderate', defaultLanguage)
  return `${siteOrigin()}${page}?token=${token}`
}

function testimonialLines(
  t: Translator,
  input: TestimonialInput,
  image: string | undefined,
): MailLine[] {
  return [
    ...optionalLine(t('testimonialForm.name'), input.name),
    ...optionalLine(t('forms.fields.email'), input.email),
    ...optionalLine(t('testimonialForm.comment'), input.comment),
    ...optionalLine(t('testimonialForm.aboutYou'), input.aboutYou),
    ...optionalLine(t('testimonialForm.website'), input.website),
    ...optionalLine(
      t('testimonialForm.image'),
      t(image ? 'testimonialForm.mail.imageAttached' : 'testimonialForm.mail.noImage'),
    ),
  ]
}

/**
 * A testimonial (specification §3): stored as pending with the page language, published only
 * when the agency follows the "publish" link of its e-mail (moderation.server.ts). The photo is
 * checked by its content, re-encoded and kept outside the web root.
 */
/** The stored testimonial: what its moderation links sign, and its photo's file name. */
type StoredTestimonial = { id: number; postedAt: Date; image: string | undefined }

export const testimonialRequest: RequestSpec<typeof testimonialSchema, StoredTestimonial> = {
  kind: 'testimonial',
  schema: testimonialSchema,
  fileFields: ['image'],
  person: ({ name, email }) => ({ firstName: name, email }),
  data: ({ name, comment, aboutYou, website, image }) => ({
    name,
    comment,
    aboutYou,
    website,
    image: image !== undefined,
  }),
  async store(input, { tx, locale, onFailure }) {
    const store = objectStore()
    let image: string | undefined
    if (input.image) {
      const webp = await prepareTestimonialImage(new Uint8Array(await input.image.arrayBuffer()))
      if (!webp) return refuse({ status: 'invalid', errors: { image: 'imageType' } })
      const stored = await storeTestimonialImage(store, webp)
      onFailure(() => removeTestimonialImage(store, stored))
      image = stored
    }
    // Set here rather than by the database, to the millisecond the moderation links carry.
    const postedAt = new Date()
    const [row] = await tx
      .insert(testimonials)
      .values({
        name: input.name,
        comment: input.comment,
        aboutYou: input.aboutYou,
        website: input.website,
        image,
        locale,
        status: 'pending',
        postedAt,
      })
      .returning({ id: testimonials.id })
    return { id: row!.id, postedAt, image }
  },
  summary: (input, t, { found }) => testimonialLines(t, input, found.image),
  async mail(input, { found, agency, config, agencyT, visitorT }) {
    const link = (decision: 'approve' | 'reject') =>
      moderationUrl(
        moderationToken({ testimonialId: found.id, postedAt: found.postedAt, decision }),
        agency.language,
        config.defaultLanguage,
      )
    const [approve, reject] = await Promise.all([link('approve'), link('reject')])
    return {
      attachments: found.image
        ? [
            {
              filename: `${input.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60) || 'photo'}.webp`,
              contentType: 'image/webp',
              path: `${testimonialImagesFolder}/${found.image}`,
            },
          ]
        : [],
      agencyNotes: [
        agencyT('testimonialForm.mail.moderation', { days: moderationLinkDays }),
        agencyT('testimonialForm.mail.approve', { url: approve }),
        agencyT('testimonialForm.mail.reject', { url: reject }),
      ],
      visitorNotes: [visitorT('testimonialForm.mail.visitorNote')],
    }
  },
}
