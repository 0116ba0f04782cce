import type { z } from '@/lib/zod'
import { fieldErrors } from './field-errors'
import type { FormState } from './form-state'
import { formInput, formValues } from './form-values'

/** Each step's part of a multi-step form's schema, in order; together they make the whole. */
export type StepSchemas = readonly z.ZodObject[]

/** The hidden field that says which step was shown, and the buttons' field. */
export const stepField = 'step'
export const navField = 'nav'

/** The first step (0-based) holding one of the refused fields, or null. */
export function firstStepWithError(steps: StepSchemas, errors: FormState['errors']): number | null {
  const refused = Object.keys(errors)
    .filter((name) => errors[name])
    .map((name) => name.split('.')[0]!)
  const index = steps.findIndex((step) => refused.some((name) => name in step.shape))
  return index < 0 ? null : index
}

/** The step to show for a server answer: the one it names, else the first with an error. */
export function stepOf(steps: StepSchemas, state: FormState): number {
  if (state.step !== undefined) return Math.min(Math.max(state.step, 0), steps.length - 1)
  const refused = firstStepWithError(steps, state.errors)
  if (refused !== null) return refused
  // A refusal of the whole request (proof of work, rate limit) is shown where it was sent.
  return state.status === 'idle' ? 0 : steps.length - 1
}

/**
 * The server side of a multi-step form's "previous" and "next" (docs/decisions/022-steps-and-signed-links.md):
 * without JavaScript every step posts the whole form, the later and earlier steps' fields hidden.
 * "Previous" goes back without checking; "next" checks every step up to the one shown and stays
 * on the first refused one. Null when the last step was sent: the request itself, for
 * acceptRequest, which checks the whole schema again.
 */
export function navigateSteps(
  steps: StepSchemas,
  data: FormData,
  { arrayFields = [], fileFields = [] }: { arrayFields?: string[]; fileFields?: string[] } = {},
): FormState | null {
  const last = steps.length - 1
  const shown = Number.parseInt(String(data.get(stepField) ?? '0'), 10)
  const step = Number.isInteger(shown) ? Math.min(Math.max(shown, 0), last) : 0
  const values = formValues(data, arrayFields)
  if (data.get(navField) === 'previous') {
    return { status: 'idle', errors: {}, values, step: Math.max(step - 1, 0) }
  }
  if (step === last) return null
  const input = formInput(data, arrayFields, fileFields)
  for (let index = 0; index <= step; index++) {
    const result = steps[index]!.safeParse(input)
    if (!result.success) {
      return { status: 'invalid', errors: fieldErrors(result.error), values, step: index }
    }
  }
  return { status: 'idle', errors: {}, values, step: step + 1 }
}
