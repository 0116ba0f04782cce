'use client'

import { useActionState, useEffect } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import { Field } from '@/features/back-office/forms/field'
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
          <Field
            key={field}
            id={`new-page-${field}`}
            label={field === 'name' ? form.name : form.path}
            hint={field === 'path' ? form.slugHint : undefined}
            error={error && form.errors[error.code].replace('{limit}', String(error.limit ?? ''))}
          >
            {(control) => (
              <input
                {...control}
                name={field}
                autoComplete="off"
                defaultValue={state.values[field]}
              />
            )}
          </Field>
        )
      })}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.create}
      </button>
    </form>
  )
}
