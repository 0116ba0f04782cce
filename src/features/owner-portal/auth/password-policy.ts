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

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Whether a password contains the account's e-mail address, the part before the @, or one of the
 * owner's names (OWASP ASVS 5.0 V6: context-specific words); parts shorter than three letters
 * are too common in any password to count. Accents and case do not hide them.
 */
export function containsPersonalData(
  password: string,
  account: { email: string; names: (string | null | undefined)[] },
): boolean {
  const typed = folded(password)
  const email = folded(account.email.trim())
  const words = [
    email,
    email.split('@')[0] ?? '',
    ...account.names.flatMap((name) => folded(name ?? '').split(/[\s'’-]+/)),
  ]
  return words.some((word) => word.length >= 3 && typed.includes(word))
}
