import { z } from '@/lib/zod'
import { supportedLanguages } from '@/lib/i18n/languages'
import type { PasswordWeakness } from '@/lib/passwords/password-policy'
import { staffRoles } from '@/features/back-office/auth/staff-member'

// Error codes are message keys of `backOffice.staff.errors` and `backOffice.password.errors`.
export type InviteStaffError =
  | 'nameRequired'
  | 'emailInvalid'
  | 'roleRequired'
  | 'languageRequired'
  | 'agentUnknown'
  | 'emailTaken'

const email = z
  .string({ error: 'emailInvalid' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'emailInvalid' })
  .pipe(z.email({ error: 'emailInvalid' }))

/** Inviting a staff member: who, with which role and language, and their listing agent if any. */
export const inviteStaffSchema = z.object({
  name: z.string().trim().min(1, { error: 'nameRequired' }).max(100, { error: 'nameRequired' }),
  email,
  role: z.enum(staffRoles, { error: 'roleRequired' }),
  language: z.enum(supportedLanguages, { error: 'languageRequired' }),
  agent: z
    .union([z.literal(''), z.coerce.number().int().positive()], { error: 'agentUnknown' })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
})

export type InviteStaffField = keyof z.input<typeof inviteStaffSchema>
export type InviteStaffState = {
  errors?: Partial<Record<InviteStaffField, InviteStaffError>>
  values?: Partial<Record<InviteStaffField, string>>
}

export const roleChangeSchema = z.object({
  id: z.coerce.number().int().positive(),
  role: z.enum(staffRoles),
})

export const accountStateSchema = z.object({
  id: z.coerce.number().int().positive(),
  disabled: z.enum(['yes', 'no']).transform((value) => value === 'yes'),
})

export type NewPasswordError =
  'tooShort' | 'tooLong' | PasswordWeakness | 'mismatch' | 'invalidLink'

/**
 * A new staff password's length, as better-auth's staff instance accepts, typed twice; the shared
 * policy (src/lib/passwords/password-policy.ts) then judges its strength on the server.
 */
export const newPasswordSchema = z
  .object({
    token: z.string().min(1, { error: 'invalidLink' }).max(200, { error: 'invalidLink' }),
    password: z.string().min(12, { error: 'tooShort' }).max(128, { error: 'tooLong' }),
    confirmation: z.string(),
  })
  .refine((input) => input.password === input.confirmation, {
    error: 'mismatch',
    path: ['confirmation'],
  })

export type NewPasswordState = {
  errors?: Partial<Record<'password' | 'confirmation' | 'token', NewPasswordError>>
}

export const resetRequestSchema = z.object({ email })
export type ResetRequestState = { sent?: boolean; error?: 'emailInvalid' }

/** A code from an authenticator app (6 digits) or a backup code (`xxxxx-xxxxx`). */
export const codeSchema = z.object({ code: z.string().trim().min(6).max(20) })
export type CodeError = 'invalid' | 'limited' | 'required'
export type CodeState = { error?: CodeError }
export type EnrolState = { error?: CodeError; backupCodes?: string[] }
