import 'server-only'
import { isCommonPassword } from '@/lib/passwords/password-policy'
import {
  newPasswordFormSchema,
  newPasswordText,
} from '@/features/owner-portal/forms/owner-form-schemas'

/**
 * A new password as the server checks it: the form's rules, and not a common password (NIST SP
 * 800-63B); the account's words and guessability follow (password-reset.ts). Messages are keys
 * of the `ownerPortal.password` catalogue.
 */
export const newPasswordSchema = newPasswordFormSchema(
  newPasswordText().refine((value) => !isCommonPassword(value), { error: 'tooCommon' }),
)
