'use server'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { testimonialRequest } from './testimonial-request.server'

export async function submitTestimonial(_state: FormState, formData: FormData) {
  return acceptRequest(testimonialRequest, 'feedback/testimonial', formData)
}
