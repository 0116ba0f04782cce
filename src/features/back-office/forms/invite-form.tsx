'use client'

import { useActionState, useMemo, useRef } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import styles from '@/features/back-office/frame/back-office.module.css'
import { Field } from './field'
import { useFocusFirstError } from './use-focus-first-error'

/** A field of an invitation: a line of text, an address, or a choice (`options`). */
export type InviteField = {
  name: string
  label: string
  hint?: string
  type?: 'email'
  maxLength?: number
  /** A choice: the options, and the first, empty one (`required`: it cannot be chosen). */
  options?: [value: string, label: string][]
  empty?: { label: string; required: boolean }
}

export type InviteState = {
  errors?: Partial<Record<string, string>>
  /** The unknown references of an owner's invitation, named in its message. */
  unknown?: string[]
  values?: Partial<Record<string, string>>
}

/**
 * An invitation (an owner, a staff member): a plain form posting to the server action before
 * hydration; a refusal comes back with every typed value, the messages next to their fields and
 * focus on the first. `prefix` makes the fields' ids.
 */
export function InviteForm({
  action,
  prefix,
  fields,
  texts,
  defaults,
}: {
  // A method: each form's action answers its own state, a narrower InviteState.
  action(state: InviteState, form: FormData): Promise<InviteState>
  prefix: string
  fields: InviteField[]
  texts: { send: string; errorSummary: string; errors: Record<string, string> }
  defaults?: Partial<Record<string, string>>
}) {
  const [state, formAction, pending] = useActionState(action, {}, usePermalink())
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state.errors ?? {}
  const values = state.values ?? defaults ?? {}
  const names = useMemo(() => fields.map((field) => field.name), [fields])
  useFocusFirstError(formRef, names, state.errors)
  const message = (code: string | undefined) =>
    code && texts.errors[code]?.replace('{references}', (state.unknown ?? []).join(', '))
  return (
    <form ref={formRef} action={formAction} className={styles.panel} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      {fields.map((field) => (
        <Field
          key={field.name}
          id={`${prefix}-${field.name}`}
          label={field.label}
          hint={field.hint}
          error={message(errors[field.name])}
        >
          {(control) =>
            field.options ? (
              <select
                {...control}
                // React resets a form after its action; a new key gives the select the typed value back.
                key={values[field.name] ?? ''}
                name={field.name}
                defaultValue={values[field.name] ?? ''}
              >
                <option value="" disabled={field.empty?.required ?? true}>
                  {field.empty?.label ?? '—'}
                </option>
                {field.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                name={field.name}
                type={field.type}
                autoComplete="off"
                maxLength={field.maxLength}
                defaultValue={values[field.name]}
              />
            )
          }
        </Field>
      ))}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.send}
      </button>
    </form>
  )
}
