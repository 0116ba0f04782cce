import { uploadErrorCodes } from '@/lib/forms/uploads/cv-file'

/**
 * Why a field was refused; the form shows `forms.errors.<code>` with the field's label, or for a
 * file upload's codes (`too-large`, `wrong-type`…) `upload.errors.<code>`.
 */
export const fieldErrorCodes = [
  'required',
  'email',
  'phone',
  'tooLong',
  'number',
  'integer',
  'positive',
  'choice',
  'atLeastOneType',
  'atLeastOneZone',
  'dateInvalid',
  'dateOrder',
  'datePast',
  'range',
  'mismatch',
  'consent',
  'atLeastOne',
  'noLinks',
  'imageType',
  'imageTooLarge',
  'amount',
  'amountTooLarge',
  'invalid',
  'unknownZone',
  ...uploadErrorCodes,
] as const
export type FieldErrorCode = (typeof fieldErrorCodes)[number]

/** The values a field's error message names, by field name: `{ zones: { zones: 'Atlantis' } }`. */
export type FieldErrorParams = Partial<Record<string, Record<string, string>>>

/** Why the whole submission was refused although its fields were right. */
export const formErrorCodes = [
  'captcha',
  'rateLimited',
  'failed',
  'blocked',
  'full',
  'unavailable',
  'outage',
] as const
export type FormErrorCode = (typeof formErrorCodes)[number]

/** What was typed, echoed back so a refused form keeps it (also without JavaScript). */
export type FormValues = Record<string, string | string[]>

export type FormState = {
  status: 'idle' | 'invalid' | 'refused'
  /** Keyed by field name; nested fields use dots: `personB.email`. */
  errors: Partial<Record<string, FieldErrorCode>>
  /** What a field's message names besides its label (the zones the server does not know). */
  errorParams?: FieldErrorParams
  formError?: FormErrorCode
  values: FormValues
  /** A multi-step form's step to show (0-based), when the server moved it without JavaScript. */
  step?: number
}

export const initialFormState: FormState = { status: 'idle', errors: {}, values: {} }
