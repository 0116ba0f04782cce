'use client'

import { useActionState, useRef } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import { Field } from '@/features/back-office/forms/field'
import { useFocusFirstError } from '@/features/back-office/forms/use-focus-first-error'
import styles from '@/features/back-office/frame/back-office.module.css'
import { saveWebhookAction } from './webhook-actions'
import type { WebhookErrorCode, WebhookField, WebhookFormState } from './webhook-schema'

export type WebhookFormTexts = {
  url: string
  urlHint: string
  secret: string
  secretHint: string
  events: string
  eventNames: Record<string, string>
  enabled: string
  save: string
  errorSummary: string
  stale: string
  errors: Record<WebhookErrorCode, string>
}

const fields: WebhookField[] = ['url', 'secret', 'events']

/**
 * The webhook's settings: a plain form posting to the server action before hydration; a refusal
 * comes back with the typed values (never the secret), the messages next to their fields and
 * focus on the first.
 */
export function WebhookForm({
  texts,
  events,
  current,
  version,
}: {
  texts: WebhookFormTexts
  events: readonly string[]
  current: { url: string; events: string[]; enabled: boolean }
  version: string
}) {
  const [state, formAction, pending] = useActionState<WebhookFormState, FormData>(
    saveWebhookAction,
    {},
    usePermalink(),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state.errors ?? {}
  const values = state.values ?? current
  useFocusFirstError(formRef, fields, state.errors)
  const message = (field: WebhookField) => errors[field] && texts.errors[errors[field]]
  return (
    <form ref={formRef} action={formAction} className={styles.panel} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      {state.stale && (
        <p className={styles.error} role="alert">
          {texts.stale}
        </p>
      )}
      <input type="hidden" name="version" value={version} />
      <Field id="webhook-url" label={texts.url} hint={texts.urlHint} error={message('url')}>
        {(control) => (
          <input
            {...control}
            name="url"
            type="url"
            autoComplete="off"
            maxLength={2000}
            defaultValue={values.url}
          />
        )}
      </Field>
      <Field
        id="webhook-secret"
        label={texts.secret}
        hint={texts.secretHint}
        error={message('secret')}
      >
        {(control) => (
          <input
            {...control}
            name="secret"
            type="password"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
          />
        )}
      </Field>
      <fieldset
        className={styles.field}
        aria-invalid={Boolean(errors.events)}
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <legend>{texts.events}</legend>
        {events.map((event) => (
          // React resets a form after its action; a new key gives the box the typed value back.
          <label key={`${event}-${values.events.join()}`} className={styles.check}>
            <input
              type="checkbox"
              name="events"
              value={event}
              defaultChecked={values.events.includes(event)}
            />
            <span>
              {texts.eventNames[event]} (<code>{event}</code>)
            </span>
          </label>
        ))}
        {errors.events && (
          <p className={styles.fieldError} id="webhook-events-error">
            {message('events')}
          </p>
        )}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.check} key={String(values.enabled)}>
          <input type="checkbox" name="enabled" defaultChecked={values.enabled} />
          <span>{texts.enabled}</span>
        </label>
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.save}
      </button>
    </form>
  )
}
