'use client'

import { useActionState, useEffect } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import styles from '@/features/back-office/frame/back-office.module.css'
import { createPageAction } from './page-actions'
import type { PagesTexts } from './page-form'
import type { NewPageState } from './page-schema'

const fields = ['name', 'path'] as const

/** A new page's name and original path; a refusal keeps both, the message next to the field. */
export function NewPageForm({ texts }: { texts: PagesTexts }) {
  const [state, formAction, pending] = useActionState<NewPageState, FormData>(
    createPageAction,
    { values: { name: '', path: '' }, errors: {} },
    usePermalink(),
  )
  useEffect(() => {
    const first = fields.find((field) => state.errors[field])
    if (first) document.getElementById(`new-page-${first}`)?.focus()
  }, [state.errors])
  const form = texts.form
  return (
    <form action={formAction} className={styles.panel} noValidate>
      {fields.map((field) => {
        const error = state.errors[field]
        return (
          <div className={styles.field} key={field}>
            <label htmlFor={`new-page-${field}`}>{field === 'name' ? form.name : form.path}</label>
            {field === 'path' && (
              <p className={styles.hint} id="new-page-path-hint">
                {form.slugHint}
              </p>
            )}
            <input
              id={`new-page-${field}`}
              name={field}
              autoComplete="off"
              defaultValue={state.values[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [
                  error ? `new-page-${field}-error` : '',
                  field === 'path' ? 'new-page-path-hint' : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {error && (
              <p className={styles.fieldError} id={`new-page-${field}-error`}>
                {form.errors[error.code].replace('{limit}', String(error.limit ?? ''))}
              </p>
            )}
          </div>
        )
      })}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.create}
      </button>
    </form>
  )
}
