'use server'

import { redirect } from 'next/navigation'
import { objectStore } from '@/server/storage/shared-store.server'
import { db } from '@/server/db/client'
import { removeTestimonialImage } from '@/features/testimonials'
import { actionAdminUrl } from '@/features/back-office/action-urls'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import {
  deleteTestimonial,
  editTestimonialComment,
  setTestimonialStatus,
} from './testimonial-changes'
import {
  testimonialCommentSchema,
  testimonialDeleteSchema,
  testimonialStatusSchema,
  type TestimonialError,
} from './testimonial-admin-schema'

/** The id a form posted, or the list when it is no id (nothing is changed then). */
async function postedId(values: Record<string, unknown>): Promise<number> {
  const id = Number(values.id)
  if (!Number.isInteger(id) || id <= 0) redirect(await actionAdminUrl('testimonials'))
  return id
}

/** Publish or unpublish, from the list or the testimonial's page (`back` says which). */
export const saveTestimonialStatus = backOfficeAction('saveTestimonialStatus', {
  schema: testimonialStatusSchema,
  refused: async (): Promise<void> => redirect(await actionAdminUrl('testimonials')),
  run: async (input, { member, values }): Promise<void> => {
    const result = await setTestimonialStatus(db(), member, input)
    if (result === 'not-found') redirect(`${await actionAdminUrl('testimonials')}?notice=not-found`)
    const notice = input.status === 'published' ? 'published' : 'unpublished'
    const page =
      values.back === 'item'
        ? await actionAdminUrl('testimonials', String(input.id))
        : await actionAdminUrl('testimonials')
    redirect(`${page}?notice=${notice}`)
  },
})

export const saveTestimonialComment = backOfficeAction(
  'saveTestimonialComment',
  async ({ member, values }): Promise<void> => {
    const id = await postedId(values)
    const page = await actionAdminUrl('testimonials', String(id))
    const parsed = testimonialCommentSchema.safeParse(values)
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message === 'tooLong' ? 'tooLong' : 'required'
      redirect(`${page}?error=${error satisfies TestimonialError}#comment`)
    }
    const result = await editTestimonialComment(db(), member, parsed.data)
    if (result === 'not-found') redirect(`${await actionAdminUrl('testimonials')}?notice=not-found`)
    redirect(`${page}?notice=edited`)
  },
)

export const removeTestimonial = backOfficeAction(
  'removeTestimonial',
  async ({ member, values }): Promise<void> => {
    const id = await postedId(values)
    const parsed = testimonialDeleteSchema.safeParse(values)
    if (!parsed.success) {
      redirect(
        `${await actionAdminUrl('testimonials', String(id))}?error=${'confirm' satisfies TestimonialError}#delete`,
      )
    }
    const deleted = await deleteTestimonial(db(), member, id)
    if (deleted.result === 'deleted' && deleted.image) {
      await removeTestimonialImage(objectStore(), deleted.image)
    }
    redirect(`${await actionAdminUrl('testimonials')}?notice=${deleted.result}`)
  },
)
