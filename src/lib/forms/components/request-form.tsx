'use client'
import { useId, type FormEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { fieldErrors } from '@/lib/forms/field-errors'
import { initialFormState, type FormErrorCode, type FormValues } from '@/lib/forms/form-state'
import { AltchaField } from './altcha-field'
import { FormFrame } from './form-frame'
import { Honeypot } from './honeypot'
import { useRequestForm, type RequestFormOptions } from './use-request-form'
import styles from './forms.module.css'

export type RequestFormProps = RequestFormOptions & {
  labels: Record<string, string>
  submitLabel: string
  /** Values the visitor does not type: the page language, the property the form is about. */
  hidden?: Record<string, string>
  /** The form element's id, for links to it (a link into a folded form unfolds it). */
  id?: string
  /**
   * Shows the form folded in a `<details>` under this summary (a secondary form on a busy page).
   * It opens by itself when the server answered, so a browser without JavaScript shows the
   * messages of a refused submission.
   */
  disclosure?: { summary: ReactNode; className?: string }
  /** What the fields show before anything was sent (a preselected country). */
  defaultValues?: FormValues
  /** A form's own words for a refusal, instead of the kit's (`forms.formErrors`). */
  formErrorMessages?: Partial<Record<FormErrorCode, string>>
  /**
   * Load the proof-of-work widget when the visitor first turns to the form instead of after
   * hydration: for a form on every page (the newsletter in the footer).
   */
  deferCaptcha?: boolean
  children: ReactNode
  className?: string
}

/**
 * A visitor request form: posts to its server action with or without JavaScript; with it, checks
 * the fields first with the same zod schema, keeps the errors next to the fields and summarised
 * at the top, and moves focus to the first refused field.
 */
export function RequestForm({
  labels,
  submitLabel,
  hidden = {},
  id,
  disclosure,
  defaultValues = {},
  formErrorMessages,
  deferCaptcha,
  children,
  className,
  ...options
}: RequestFormProps) {
  const t = useTranslations('forms')
  const formId = useId().replace(/:/g, '')
  const handle = useRequestForm(options)
  const { state, busy, errors, check, refuse, send, onChange } = handle

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = check(event.currentTarget)
    if (result.success) return send(event)
    event.preventDefault()
    refuse(fieldErrors(result.error))
  }

  const form = (
    <FormFrame
      form={handle}
      formId={formId}
      errors={errors}
      values={{ ...defaultValues, ...state.values }}
      labels={labels}
      onSubmit={onSubmit}
      onChange={onChange}
      id={id}
      className={className}
      formErrorMessages={formErrorMessages}
      hidden={hidden}
    >
      {children}
      <Honeypot />
      <AltchaField load={deferCaptcha ? 'interaction' : 'mount'} />
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {busy ? t('sending') : submitLabel}
      </button>
    </FormFrame>
  )
  if (!disclosure) return form
  return (
    <details className={disclosure.className} open={state === initialFormState ? undefined : true}>
      <summary>{disclosure.summary}</summary>
      {form}
    </details>
  )
}
