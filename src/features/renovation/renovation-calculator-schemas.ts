import { z } from '@/lib/zod'
import type { FieldErrorCode, FormState } from '@/lib/forms/form-state'
import { fieldErrors } from '@/lib/forms/field-errors'
import { pageLanguage, personSchema } from '@/lib/forms/fields'
import { renovationInputSchema, renovationStepSchemas } from './renovation-input'

const timeSlotPattern = /^\d{2}:\d{2}-\d{2}:\d{2}$/

/**
 * The result step's optional "have an expert call me": the person of specification §3 and one of
 * the configured call-back slots (the server checks it is configured). `locale` travels with it.
 */
export const expertStepSchema = personSchema.extend({
  locale: pageLanguage(),
  timeSlot: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || timeSlotPattern.test(value), { error: 'choice' }),
})

/** The calculator's steps in order: the home, its energy label, the works, the result. */
export const calculatorSteps = [
  renovationStepSchemas.home,
  renovationStepSchemas.energy,
  renovationStepSchemas.works,
  expertStepSchema,
] as const

/** The step that shows the estimate (and the expert request). */
export const resultStep = calculatorSteps.length - 1

/** A form posts one value per ticked work: always read as a list. */
export const calculatorArrayFields = ['works']

/** The expert request as the result step sends it: the calculator's input and the person. */
export const renovationExpertSchema = z.intersection(renovationInputSchema, expertStepSchema)
export type RenovationExpertRequest = z.output<typeof renovationExpertSchema>

/**
 * The form kit's message for each calculator field. The model's schemas give their own codes
 * (renovation-input.ts), which the kit does not know; each field has exactly one, so the field
 * names the message.
 */
const calculatorFieldCodes: Record<string, FieldErrorCode> = {
  homeType: 'required',
  surface: 'invalid',
  region: 'required',
  currentLabel: 'choice',
  works: 'atLeastOne',
}

/**
 * The kit's error codes for refused calculator and person fields. A refused item of the works
 * (`works.1`) is the works field's refusal: the form names and links fields, not list items.
 */
export function calculatorErrors(errors: FormState['errors']): FormState['errors'] {
  const shown: FormState['errors'] = {}
  for (const [name, code] of Object.entries(errors)) {
    const root = name.split('.')[0]!
    const field = root in calculatorFieldCodes ? root : name
    shown[field] ??= calculatorFieldCodes[root] ?? code
  }
  return shown
}

/** The refused fields of a calculator check, as the form shows them. */
export const calculatorFieldErrors = (error: z.ZodError) => calculatorErrors(fieldErrors(error))
