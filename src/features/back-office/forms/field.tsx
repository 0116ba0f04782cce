import type { InputHTMLAttributes, ReactNode } from 'react'
import styles from '@/features/back-office/frame/back-office.module.css'

/** What a field's control carries so its label, hint and error are read with it. */
export type FieldControl = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/**
 * A back-office form field: its label, an optional hint, the control, and the error under it;
 * the control gets the id, `aria-invalid` and `aria-describedby` (the error first, then the hint)
 * from here, so no form wires them by hand.
 */
export function Field({
  id,
  label,
  hint,
  sharedHint,
  error,
  alert = false,
  children = (control) => <input {...control} {...input} />,
  input,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The id of a hint shown once for several fields, read after the field's own. */
  sharedHint?: string
  /** The error's text, shown while the field is refused. */
  error?: string | null
  /** The error is announced as it appears (a form that answers without reloading the page). */
  alert?: boolean
  /** The control; without it, an input with these attributes. */
  children?: (control: FieldControl) => ReactNode
  input?: InputHTMLAttributes<HTMLInputElement>
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': [errorId, hintId, sharedHint].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p className={styles.fieldError} id={errorId} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  )
}
