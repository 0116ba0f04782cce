'use server'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { demandRegisterRequest } from './demand-register-request.server'

export async function submitDemandRegister(_state: FormState, formData: FormData) {
  return acceptRequest(demandRegisterRequest, 'feedback/demand-register', formData)
}
