'use client'

import { usePermalink } from '@/lib/forms/components/use-permalink'
import { useActionState, useEffect, useRef } from 'react'
import styles from '@/features/back-office/frame/back-office.module.css'
import { saveHistoryRowAction } from './history-actions'
import {
  historyFields,
  type HistoryErrorCode,
  type HistoryField,
  type HistoryFormState,
} from './history-schema'

export type HistoryFormTexts = {
  labels: Record<HistoryField, string>
  dateHint: string
  sourceHint: string
  noStatus: string
  types: [string, string][]
  statuses: [string, string][]
  submit: string
  errorSummary: string
  errors: Record<HistoryErrorCode, string>
}

/**
 * A history row's form (add or change): a plain form posting to the server action before
 * hydration; a refusal comes back with the typed values, each message next to its field and
 * focus on the first.
 */
export function HistoryForm({
  reference,
  id,
  defaults,
  texts,
}: {
  reference: string
  id?: number
  defaults: Partial<Record<HistoryField, string>>
  texts: HistoryFormTexts
}) {
  const [state, formAction, pending] = useActionState<HistoryFormState, FormData>(
    saveHistoryRowAction,
    {},
    usePermalink(),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state.errors ?? {}
  const values = state.values ?? defaults
  const prefix = id ? `history-${id}` : 'history-new'
  useEffect(() => {
    const refused = state.errors ?? {}
    const first = historyFields.find((field) => refused[field])
    if (!first) return
    const element = formRef.current?.elements.namedItem(first)
    if (element instanceof HTMLElement) element.focus()
  }, [state.errors])
  const fieldId = (field: HistoryField) => `${prefix}-${field}`
  const message = (field: HistoryField) => {
    const code = errors[field]
    return code ? (
      <p className={styles.fieldError} id={`${fieldId(field)}-error`}>
        {texts.errors[code]}
      </p>
    ) : null
  }
  const described = (field: HistoryField, hint?: boolean) =>
    [errors[field] ? `${fieldId(field)}-error` : '', hint ? `${fieldId(field)}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined
  const input = (field: HistoryField, max: number, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)}>{texts.labels[field]}</label>
      {hint && (
        <p className={styles.hint} id={`${fieldId(field)}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={fieldId(field)}
        name={field}
        autoComplete="off"
        maxLength={max}
        defaultValue={values[field]}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={described(field, Boolean(hint))}
      />
      {message(field)}
    </div>
  )
  // A status the feed sent as its own text stays selectable.
  const statuses =
    values.status && !texts.statuses.some(([value]) => value === values.status)
      ? [...texts.statuses, [values.status, values.status] as [string, string]]
      : texts.statuses
  return (
    <form ref={formRef} action={formAction} className={styles.panel} noValidate>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="id" value={id ?? ''} />
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={fieldId('occurredAt')}>{texts.labels.occurredAt}</label>
        <p className={styles.hint} id={`${fieldId('occurredAt')}-hint`}>
          {texts.dateHint}
        </p>
        <input
          id={fieldId('occurredAt')}
          name="occurredAt"
          type="datetime-local"
          defaultValue={values.occurredAt}
          aria-invalid={Boolean(errors.occurredAt)}
          aria-describedby={described('occurredAt', true)}
        />
        {message('occurredAt')}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('type')}>{texts.labels.type}</label>
        <select
          // React resets a form after its action; a new key gives the select the typed value back.
          key={`type-${values.type ?? ''}`}
          id={fieldId('type')}
          name="type"
          defaultValue={values.type ?? ''}
          aria-invalid={Boolean(errors.type)}
          aria-describedby={described('type')}
        >
          <option value="" disabled>
            —
          </option>
          {texts.types.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {message('type')}
      </div>
      {input('subject', 300)}
      {input('contact', 200)}
      <div className={styles.field}>
        <label htmlFor={fieldId('comment')}>{texts.labels.comment}</label>
        <textarea
          id={fieldId('comment')}
          name="comment"
          rows={3}
          maxLength={2000}
          defaultValue={values.comment}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={described('comment')}
        />
        {message('comment')}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('status')}>{texts.labels.status}</label>
        <select
          key={`status-${values.status ?? ''}`}
          id={fieldId('status')}
          name="status"
          defaultValue={values.status ?? ''}
          aria-invalid={Boolean(errors.status)}
          aria-describedby={described('status')}
        >
          <option value="">{texts.noStatus}</option>
          {statuses.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {message('status')}
      </div>
      {input('source', 100, texts.sourceHint)}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.submit}
      </button>
    </form>
  )
}
