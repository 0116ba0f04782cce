'use client'
import { useTranslations } from 'next-intl'
import type { FormEvent, ReactNode } from 'react'
import type { FormErrorCode, FormState, FormValues } from '@/lib/forms/form-state'
import { ErrorBanner } from './error-banner'
import { FormContext } from './form-context'
import type { RequestFormHandle } from './use-request-form'
import styles from './forms.module.css'

/**
 * What every request form is made of around its fields: the context the fields read, the form
 * posting to its server action, the error banner, the note on required fields (the form points at
 * it with `aria-describedby`) and the values the visitor does not type. `top` comes before the
 * banner (a multi-step form's progress).
 */
export function FormFrame({
  form,
  formId,
  errors,
  values,
  labels,
  onSubmit,
  onChange,
  id,
  className,
  formErrorMessages,
  hidden = {},
  top,
  children,
}: {
  form: RequestFormHandle
  formId: string
  /** The errors shown: all of them, or a multi-step form's shown step's. */
  errors: FormState['errors']
  values: FormValues
  labels: Record<string, string>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onChange: (event: FormEvent<HTMLFormElement>) => void
  id?: string
  className?: string
  formErrorMessages?: Partial<Record<FormErrorCode, string>>
  hidden?: Record<string, string>
  top?: ReactNode
  children: ReactNode
}) {
  const t = useTranslations('forms')
  const { formRef, formAction, formError, errorParams } = form
  return (
    <FormContext.Provider value={{ formId, errors, errorParams, values, labels }}>
      <form
        ref={formRef}
        id={id}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className={[styles.form, className].filter(Boolean).join(' ')}
        aria-describedby={`${formId}-required-note`}
      >
        {top}
        <ErrorBanner
          errors={errors}
          formError={formError}
          labels={labels}
          formId={formId}
          formErrorMessages={formErrorMessages}
          errorParams={errorParams}
        />
        <p id={`${formId}-required-note`} className={styles.requiredNote}>
          {t('requiredNote')}
        </p>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
      </form>
    </FormContext.Provider>
  )
}
