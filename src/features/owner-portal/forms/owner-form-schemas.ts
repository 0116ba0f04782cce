import { z } from '@/lib/zod'
import { fieldErrors, firstIssues } from '@/lib/forms/field-errors'
import type { FormState } from '@/lib/forms/form-state'

// The owner portal's forms: the browser checks them with these schemas before sending, and their
// server actions (actions.ts) parse them again. Error codes are message keys of
// `ownerPortal.login` and `ownerPortal.password`, translated where they are shown.

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export type LoginErrorCode = 'invalid' | 'limited'
/**
 * `error`: the login itself failed (specification §8, one message whichever part was wrong);
 * `errors`: a field left empty or an address that is none, in the form kit's codes.
 */
export type LoginState = { error?: LoginErrorCode; errors?: FormState['errors']; email?: string }

/**
 * Login (specification §2): an e-mail address and a password, both required (specification §5:
 * "… is a required field", "e-mail address is not valid").
 */
export const loginSchema = z.object({
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .pipe(z.email({ error: 'email' })),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }),
})

/** The fields the schema refused, each with the kit's message, and the address as typed. */
export const loginRefusal = (values: Record<string, unknown>, error: z.ZodError): LoginState => ({
  errors: fieldErrors(error),
  email: text(values.email).trim(),
})

export type ResetRequestErrorCode = 'emailInvalid'
export type ResetRequestErrors = { email?: ResetRequestErrorCode }
export type ResetRequestState = { sent?: boolean; errors?: ResetRequestErrors; email?: string }

/** Asking for a reset link: an e-mail address. */
export const resetRequestSchema = z.object({
  email: z
    .string({ error: 'emailInvalid' })
    .trim()
    .pipe(z.email({ error: 'emailInvalid' })),
})

export const resetRequestRefusal = (values: Record<string, unknown>): ResetRequestState => ({
  errors: { email: 'emailInvalid' },
  email: text(values.email).trim(),
})

export const passwordLength = { min: 8, max: 128 } as const

const passwordErrorCodes = [
  'tooShort',
  'tooLong',
  'tooCommon',
  'personal',
  'guessable',
  'mismatch',
] as const
export type PasswordErrorCode = (typeof passwordErrorCodes)[number]
export type PasswordErrors = {
  password?: PasswordErrorCode
  confirmation?: PasswordErrorCode
  token?: 'invalidLink'
}
export type PasswordMessageKey = PasswordErrorCode | 'invalidLink'
export type NewPasswordState = { errors?: PasswordErrors }

/** 8 to 128 characters and no composition rules (NIST SP 800-63B). */
export const newPasswordText = () =>
  z
    .string({ error: 'tooShort' })
    .min(passwordLength.min, { error: 'tooShort' })
    .max(passwordLength.max, { error: 'tooLong' })

/**
 * A new password typed twice (specification §3 "Password and password confirmation", §5
 * "Passwords must match"). The server's `password` also refuses common passwords
 * and easily guessed ones (src/lib/passwords/password-policy.ts), with dictionaries too large for
 * the browser.
 */
export function newPasswordFormSchema(password: z.ZodType<string, string> = newPasswordText()) {
  return z
    .object({ password, confirmation: z.string({ error: 'mismatch' }) })
    .refine((value) => value.password === value.confirmation, {
      error: 'mismatch',
      path: ['confirmation'],
    })
}

/** The first problem of the password and of its confirmation. */
export function passwordErrors(error: z.ZodError): PasswordErrors {
  const found = firstIssues(error, passwordErrorCodes, 'tooShort')
  const errors: PasswordErrors = {}
  if (found.password) errors.password = found.password
  if (found.confirmation) errors.confirmation = found.confirmation
  return errors
}
