import type { z } from '@/lib/zod'
import { fieldErrorCodes, type FormState } from './form-state'

/**
 * The first problem of each field (dotted path), as one of `codes`. Schemas give every check its
 * code as the message (`z.string().min(1, { error: 'required' })`); any other message counts as
 * `otherwise`.
 */
export function firstIssues<Code extends string>(
  error: z.ZodError,
  codes: readonly Code[],
  otherwise: Code,
): Partial<Record<string, Code>> {
  const errors: Partial<Record<string, Code>> = {}
  for (const issue of error.issues) {
    const name = issue.path.join('.')
    if (errors[name]) continue
    errors[name] = (codes as readonly string[]).includes(issue.message)
      ? (issue.message as Code)
      : otherwise
  }
  return errors
}

/** The first problem of each field of a visitor form, as a code of the kit (form-state.ts). */
export function fieldErrors(error: z.ZodError): FormState['errors'] {
  return firstIssues(error, fieldErrorCodes, 'invalid')
}
