'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'

/** The testimonial form, fetched when the visitor comes near it. */
export const TestimonialForm = deferredForm(() =>
  import('./testimonial-form').then((m) => m.TestimonialForm),
)
