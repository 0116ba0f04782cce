import 'server-only'
import { dictionary } from '@zxcvbn-ts/language-common'
import {
  newPasswordFormSchema,
  newPasswordText,
  passwordLength,
} from '@/features/owner-portal/forms/owner-form-schemas'

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
 * A new password as the server checks it: the form's rules, and not a common password (NIST SP
 * 800-63B). Messages are keys of the `ownerPortal.password` catalogue.
 */
export const newPasswordSchema = newPasswordFormSchema(
  newPasswordText().refine((value) => !isCommonPassword(value), { error: 'tooCommon' }),
)
