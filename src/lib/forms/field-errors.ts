import type { z } from '@/lib/zod'
import { isFieldErrorCode, type FormState } from './form-state'

/**
 * The first problem of each field, as an error code. Schemas give every check a code as its
 * message (`z.string().min(1, { error: 'required' })`); anything else counts as `invalid`.
 */
export function fieldErrors(error: z.ZodError): FormState['errors'] {
  const errors: FormState['errors'] = {}
  for (const issue of error.issues) {
    const name = issue.path.join('.')
    if (errors[name]) continue
    errors[name] = isFieldErrorCode(issue.message) ? issue.message : 'invalid'
  }
  return errors
}
