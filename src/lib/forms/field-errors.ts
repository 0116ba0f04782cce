import type { z } from '@/lib/zod'
import { fieldErrorCodes, type FieldErrorParams, type FormState } from './form-state'

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

/**
 * What the first problem of each field names besides the field (a schema's issue `params`: texts,
 * lists joined with commas), for the messages that quote what was typed.
 */
export function fieldErrorParams(error: z.ZodError): FieldErrorParams {
  const params: FieldErrorParams = {}
  const seen = new Set<string>()
  for (const issue of error.issues) {
    const name = issue.path.join('.')
    if (seen.has(name)) continue
    seen.add(name)
    const given =
      'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined
    const values = Object.entries(given ?? {}).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string'
        ? [[key, value]]
        : Array.isArray(value) && value.every((entry) => typeof entry === 'string')
          ? [[key, value.join(', ')]]
          : [],
    )
    if (values.length > 0) params[name] = Object.fromEntries(values)
  }
  return params
}
