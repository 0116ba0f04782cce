'use client'

import { usePermalink } from '@/lib/forms/components/use-permalink'
import { useActionState, useRef, type ReactNode } from 'react'
import { Field, type FieldControl } from '@/features/back-office/forms/field'
import { useFocusFirstError } from '@/features/back-office/forms/use-focus-first-error'
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
  useFocusFirstError(formRef, historyFields, state.errors)
  /** A field of the row: its label, the text of its error, the control with their ids. */
  const field = (
    name: HistoryField,
    control: (wired: FieldControl) => ReactNode,
    hint?: string,
  ) => {
    const code = errors[name]
    return (
      <Field
        id={`${prefix}-${name}`}
        label={texts.labels[name]}
        hint={hint}
        error={code && texts.errors[code]}
      >
        {control}
      </Field>
    )
  }
  const input = (name: HistoryField, max: number, hint?: string) =>
    field(
      name,
      (wired) => (
        <input
          {...wired}
          name={name}
          autoComplete="off"
          maxLength={max}
          defaultValue={values[name]}
        />
      ),
      hint,
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
      {field(
        'occurredAt',
        (wired) => (
          <input
            {...wired}
            name="occurredAt"
            type="datetime-local"
            defaultValue={values.occurredAt}
          />
        ),
        texts.dateHint,
      )}
      {field('type', (wired) => (
        <select
          {...wired}
          // React resets a form after its action; a new key gives the select the typed value back.
          key={`type-${values.type ?? ''}`}
          name="type"
          defaultValue={values.type ?? ''}
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
      ))}
      {input('subject', 300)}
      {input('contact', 200)}
      {field('comment', (wired) => (
        <textarea
          {...wired}
          name="comment"
          rows={3}
          maxLength={2000}
          defaultValue={values.comment}
        />
      ))}
      {field('status', (wired) => (
        <select
          {...wired}
          key={`status-${values.status ?? ''}`}
          name="status"
          defaultValue={values.status ?? ''}
        >
          <option value="">{texts.noStatus}</option>
          {statuses.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ))}
      {input('source', 100, texts.sourceHint)}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.submit}
      </button>
    </form>
  )
}
