'use client'

import { useActionState, useMemo, useRef, useState, type FormEvent } from 'react'
import { formInput } from '@/lib/forms/form-values'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import { Field } from '@/features/back-office/forms/field'
import { useFocusFirstError } from '@/features/back-office/forms/use-focus-first-error'
import styles from '@/features/back-office/frame/back-office.module.css'
import { saveConnectionAction } from './connection-actions'
import {
  connectionErrors,
  connectionFormSchema,
  connectionProviders,
  providerFields,
  type ConnectionErrorCode,
  type ConnectionField,
  type ConnectionFormState,
  type ConnectionValues,
  type KeptSecrets,
} from './connection-schema'
import own from './connections.module.css'

export type ConnectionFormTexts = {
  provider: string
  providerNames: Record<(typeof connectionProviders)[number], string>
  needs: string
  labels: Record<Exclude<ConnectionField, 'provider'>, string>
  hints: Record<Exclude<ConnectionField, 'provider'>, string>
  save: string
  errorSummary: string
  errors: Record<ConnectionErrorCode, string>
}

const fields: ConnectionField[] = [
  'provider',
  'baseUrl',
  'username',
  'password',
  'clientId',
  'clientSecret',
  'officeId',
]

// As the schema allows: the browser stops the typing where the server would refuse.
const maxLengths = {
  baseUrl: 2000,
  username: 200,
  password: 500,
  clientId: 200,
  clientSecret: 500,
  officeId: 64,
} as const

/** The providers that use a field, for the stylesheet that shows only the chosen one's. */
const usedBy = (field: ConnectionField) =>
  connectionProviders.filter((provider) => providerFields[provider].includes(field)).join(' ')

/**
 * The CRM connection: the provider, then only the fields it uses (CSS, so without script too).
 * The schema the server applies checks the form here first; a refusal from either shows the
 * messages next to their fields and puts the focus on the first. Secrets are never shown back.
 */
export function ConnectionForm({
  texts,
  current,
  kept,
  placeholders,
}: {
  texts: ConnectionFormTexts
  current: ConnectionValues
  kept: KeptSecrets
  /** Each provider's own API root, shown in the empty base URL field. */
  placeholders: Record<string, string>
}) {
  const [state, formAction, pending] = useActionState<ConnectionFormState, FormData>(
    saveConnectionAction,
    {},
    usePermalink(),
  )
  const [checked, setChecked] = useState<ConnectionFormState['errors']>()
  const formRef = useRef<HTMLFormElement>(null)
  const values = state.values ?? current
  const [provider, setProvider] = useState(values.provider)
  const schema = useMemo(() => connectionFormSchema(kept), [kept])
  const errors = checked ?? state.errors ?? {}
  useFocusFirstError(formRef, fields, checked ?? state.errors)
  const message = (field: ConnectionField) => errors[field] && texts.errors[errors[field]]

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(formInput(new FormData(event.currentTarget)))
    if (parsed.success) {
      setChecked(undefined)
      return
    }
    event.preventDefault()
    setChecked(connectionErrors(parsed.error))
  }

  const input = (field: Exclude<ConnectionField, 'provider'>, extra: object = {}) => (
    <div className={own.providerField} data-providers={usedBy(field)} key={field}>
      <Field
        id={`crm-${field}`}
        label={texts.labels[field]}
        hint={texts.hints[field]}
        error={message(field)}
      >
        {(control) => (
          <input
            {...control}
            name={field}
            spellCheck={false}
            maxLength={maxLengths[field]}
            {...(field === 'password' || field === 'clientSecret'
              ? { type: 'password', autoComplete: 'new-password' }
              : { autoComplete: 'off', defaultValue: values[field] })}
            {...extra}
          />
        )}
      </Field>
    </div>
  )

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={check}
      className={`${styles.panel} ${own.form}`}
      noValidate
    >
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      <fieldset
        className={own.providers}
        aria-invalid={Boolean(errors.provider)}
        aria-describedby={errors.provider ? 'crm-provider-error' : 'crm-needs'}
      >
        <legend>{texts.provider}</legend>
        {connectionProviders.map((name) => (
          <label key={name} className={styles.check}>
            <input
              type="radio"
              name="provider"
              value={name}
              checked={provider === name}
              onChange={() => setProvider(name)}
            />
            <span>{texts.providerNames[name]}</span>
          </label>
        ))}
        <p className={styles.hint} id="crm-needs">
          {texts.needs}
        </p>
        {errors.provider && (
          <p className={styles.fieldError} id="crm-provider-error">
            {message('provider')}
          </p>
        )}
      </fieldset>
      {input('baseUrl', { type: 'url', placeholder: placeholders[provider] ?? '' })}
      {input('username')}
      {input('password')}
      {input('clientId')}
      {input('clientSecret')}
      {input('officeId')}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.save}
      </button>
    </form>
  )
}
