import 'server-only'
import { dictionary } from '@zxcvbn-ts/language-common'
import { z } from '@/lib/zod'

export const passwordLength = { min: 8, max: 128 } as const

// The 49,000 most common passwords of zxcvbn-ts's list (ranked from leaked password sets), of which
// only those long enough to pass the length rule need to be kept.
const common = new Set(
  dictionary['passwords-common'].filter((word) => word.length >= passwordLength.min),
)

/** Whether a password is one of the common passwords (case-insensitive, as attackers try them). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase())
}

/**
 * A new password (specification §3 "Password and password confirmation", §5 "Passwords must
 * match"): 8 to 128 characters, no composition rules, not a common password (NIST SP 800-63B).
 * Messages are keys of the `ownerPortal.password` catalogue.
 */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(passwordLength.min, { error: 'tooShort' })
      .max(passwordLength.max, { error: 'tooLong' })
      .refine((value) => !isCommonPassword(value), { error: 'tooCommon' }),
    confirmation: z.string(),
  })
  .refine((value) => value.password === value.confirmation, {
    error: 'mismatch',
    path: ['confirmation'],
  })
