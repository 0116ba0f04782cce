'use client'
import type { FieldErrorCode } from '@/lib/forms/form-state'
import { useFieldErrorText } from './field-error-text'
import styles from './forms.module.css'

/** The message under a refused field; the icon and text make it clear without colour. */
export function FieldError({
  id,
  code,
  label,
  params,
}: {
  id: string
  code?: FieldErrorCode
  label: string
  /** What the message names besides the label (the unknown zones). */
  params?: Record<string, string>
}) {
  const text = useFieldErrorText()
  if (!code) return null
  return (
    <p id={id} className={styles.error}>
      <span aria-hidden="true">⚠ </span>
      {text(code, label, params)}
    </p>
  )
}
