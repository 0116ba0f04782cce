'use client'

import { useActionState, useEffect, useRef } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import { Field } from '@/features/back-office/forms/field'
import styles from '@/features/back-office/frame/back-office.module.css'
import type { FailedMailFormState } from './outbox-schema'

/**
 * One way out for a refused e-mail, as one field and a button: a corrected address, or the reason
 * to close it. A plain form before hydration; a refusal comes back with what was typed and the
 * error next to the field, focused.
 */
export function FailedMailForm({
  action,
  mailId,
  hint,
  field,
  button,
  errors,
}: {
  action: (state: FailedMailFormState, form: FormData) => Promise<FailedMailFormState>
  mailId: number
  hint: string
  field: { name: 'to' | 'reason'; id: string; label: string }
  button: string
  errors: Record<NonNullable<FailedMailFormState['error']>, string>
}) {
  const [state, formAction] = useActionState(action, {}, usePermalink())
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (state.error) formRef.current?.querySelector<HTMLElement>(`[name="${field.name}"]`)?.focus()
  }, [state, field.name])
  const input = { name: field.name, defaultValue: state.value }
  return (
    <form ref={formRef} action={formAction} noValidate>
      <input type="hidden" name="id" value={mailId} />
      <p>{hint}</p>
      <Field
        id={field.id}
        label={field.label}
        error={state.error ? errors[state.error] : null}
        alert
      >
        {(control) =>
          field.name === 'to' ? (
            <input
              {...control}
              {...input}
              key={state.value}
              type="email"
              autoComplete="off"
              maxLength={254}
            />
          ) : (
            <textarea {...control} {...input} key={state.value} rows={3} maxLength={500} />
          )
        }
      </Field>
      <button type="submit" className={styles.button}>
        {button}
      </button>
    </form>
  )
}
