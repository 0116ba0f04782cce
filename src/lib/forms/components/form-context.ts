'use client'
import { createContext, useContext } from 'react'
import type { FieldErrorCode, FieldErrorParams, FormValues } from '@/lib/forms/form-state'

export type FormContextValue = {
  /** Prefixes field ids, so two forms on one page never share an id. */
  formId: string
  errors: Partial<Record<string, FieldErrorCode>>
  /** What the server's messages name besides the field, by field name. */
  errorParams?: FieldErrorParams
  values: FormValues
  /** Each field's visible label, by field name; the error banner names the fields with them. */
  labels: Record<string, string>
  /**
   * The fields a refusal of the whole form is about (a wrong e-mail or password): marked invalid
   * and described by the banner's message, as a field's own error would be.
   */
  refusedFields?: readonly string[]
}

/** The id of the banner's message when the whole form is refused (error-banner.tsx). */
export const formErrorId = (formId: string) => `${formId}-form-error`

export const FormContext = createContext<FormContextValue | null>(null)

/** What a field needs from its form: its id, label, error and the value to show again. */
export function useField(name: string) {
  const form = useContext(FormContext)
  if (!form) throw new Error(`field "${name}" is rendered outside a RequestForm`)
  const id = `${form.formId}-${name.replace(/\W/g, '-')}`
  return {
    id,
    errorId: `${id}-error`,
    label: form.labels[name] ?? name,
    error: form.errors[name],
    refusedWithForm: form.refusedFields?.includes(name) ? formErrorId(form.formId) : undefined,
    errorParams: form.errorParams?.[name],
    value: form.values[name],
  }
}
