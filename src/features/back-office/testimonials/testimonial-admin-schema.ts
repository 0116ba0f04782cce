import { z } from '@/lib/zod'
import { requiredText } from '@/lib/forms/fields'
import { commentMaxLength } from '@/features/testimonials'

export const testimonialStates = ['pending', 'published', 'rejected'] as const
export type TestimonialState = (typeof testimonialStates)[number]

const id = z.coerce.number().int().positive()

/** Publish or take off the website: the two states a staff member sets. */
export const testimonialStatusSchema = z.object({
  id,
  status: z.enum(['published', 'rejected']),
})

/** The shown text: required and no longer than the public form allows. */
export const testimonialCommentSchema = z.object({
  id,
  comment: requiredText(commentMaxLength),
})

/** Deleting needs the ticked confirmation box, so one click never deletes. */
export const testimonialDeleteSchema = z.object({
  id,
  confirm: z.literal('yes', { error: 'confirm' }),
})

export const testimonialErrors = ['required', 'tooLong', 'confirm'] as const
export type TestimonialError = (typeof testimonialErrors)[number]
