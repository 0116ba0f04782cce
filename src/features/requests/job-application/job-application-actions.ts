'use server'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { jobApplicationRequest } from './job-application-request.server'

export async function submitJobApplication(_state: FormState, formData: FormData) {
  return acceptRequest(jobApplicationRequest, 'feedback/job-application', formData)
}
