import { z } from '@/lib/zod'

export type StaffLoginError = 'invalid' | 'limited'
export type StaffLoginState = { error?: StaffLoginError; email?: string }

/** The back office's login: an e-mail address and a password, both typed. */
export const staffLoginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
})
