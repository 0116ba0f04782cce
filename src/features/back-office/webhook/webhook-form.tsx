'use client'

import { useActionState, useEffect, useRef } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
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
  useEffect(() => {
    const first = fields.find((field) => state.errors?.[field])
    const element = first && formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
    element?.focus()
  }, [state.errors])
  const message = (field: WebhookField) =>
    errors[field] && (
      <p className={styles.fieldError} id={`webhook-${field}-error`}>
        {texts.errors[errors[field]]}
      </p>
    )
  const described = (field: WebhookField, hint: string) =>
    [errors[field] ? `webhook-${field}-error` : '', hint].filter(Boolean).join(' ')
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
      <div className={styles.field}>
        <label htmlFor="webhook-url">{texts.url}</label>
        <p className={styles.hint} id="webhook-url-hint">
          {texts.urlHint}
        </p>
        <input
          id="webhook-url"
          name="url"
          type="url"
          autoComplete="off"
          maxLength={2000}
          defaultValue={values.url}
          aria-invalid={Boolean(errors.url)}
          aria-describedby={described('url', 'webhook-url-hint')}
        />
        {message('url')}
      </div>
      <div className={styles.field}>
        <label htmlFor="webhook-secret">{texts.secret}</label>
        <p className={styles.hint} id="webhook-secret-hint">
          {texts.secretHint}
        </p>
        <input
          id="webhook-secret"
          name="secret"
          type="password"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          aria-invalid={Boolean(errors.secret)}
          aria-describedby={described('secret', 'webhook-secret-hint')}
        />
        {message('secret')}
      </div>
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
        {message('events')}
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
