'use client'

import { usePermalink } from '@/lib/forms/components/use-permalink'
import { useActionState, useEffect, useRef } from 'react'
import type { Language } from '@/lib/i18n/languages'
import styles from '@/features/back-office/frame/back-office.module.css'
import { inviteOwnerAction } from './owner-actions'
import type { InviteErrorCode, InviteField, InviteState } from './owner-schema'

export type InviteTexts = {
  firstName: string
  lastName: string
  email: string
  language: string
  references: string
  referencesHint: string
  send: string
  errorSummary: string
  errors: Record<InviteErrorCode, string>
  languages: Record<Language, string>
}

const fields: InviteField[] = ['firstName', 'lastName', 'email', 'language', 'references']

/**
 * The invitation form: a plain form posting to the server action before hydration; a refusal
 * comes back with every typed value, the messages next to their fields and focus on the first.
 */
export function InviteForm({
  texts,
  defaults,
}: {
  texts: InviteTexts
  defaults?: Partial<Record<InviteField, string>>
}) {
  const [state, formAction, pending] = useActionState<InviteState, FormData>(
    inviteOwnerAction,
    {},
    usePermalink(),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state.errors ?? {}
  const values = state.values ?? defaults ?? {}
  useEffect(() => {
    const refused = state.errors ?? {}
    const first = fields.find((field) => refused[field])
    if (!first) return
    const element = formRef.current?.elements.namedItem(first)
    if (element instanceof HTMLElement) element.focus()
  }, [state.errors])
  const message = (field: InviteField) => {
    const code = errors[field]
    if (!code) return null
    const text =
      code === 'unknownReference'
        ? texts.errors[code].replace('{references}', (state.unknown ?? []).join(', '))
        : texts.errors[code]
    return (
      <p className={styles.fieldError} id={`invite-${field}-error`}>
        {text}
      </p>
    )
  }
  const described = (field: InviteField, hint?: string) =>
    [errors[field] ? `invite-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') ||
    undefined
  return (
    <form ref={formRef} action={formAction} className={styles.panel} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="invite-firstName">{texts.firstName}</label>
        <input
          id="invite-firstName"
          name="firstName"
          autoComplete="off"
          maxLength={100}
          defaultValue={values.firstName}
          aria-invalid={Boolean(errors.firstName)}
          aria-describedby={described('firstName')}
        />
        {message('firstName')}
      </div>
      <div className={styles.field}>
        <label htmlFor="invite-lastName">{texts.lastName}</label>
        <input
          id="invite-lastName"
          name="lastName"
          autoComplete="off"
          maxLength={100}
          defaultValue={values.lastName}
          aria-invalid={Boolean(errors.lastName)}
          aria-describedby={described('lastName')}
        />
        {message('lastName')}
      </div>
      <div className={styles.field}>
        <label htmlFor="invite-email">{texts.email}</label>
        <input
          id="invite-email"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          defaultValue={values.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={described('email')}
        />
        {message('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="invite-language">{texts.language}</label>
        <select
          // React resets a form after its action; a new key gives the select the typed value back.
          key={values.language ?? ''}
          id="invite-language"
          name="language"
          defaultValue={values.language ?? ''}
          aria-invalid={Boolean(errors.language)}
          aria-describedby={described('language')}
        >
          <option value="" disabled>
            —
          </option>
          {(Object.entries(texts.languages) as [Language, string][]).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {message('language')}
      </div>
      <div className={styles.field}>
        <label htmlFor="invite-references">{texts.references}</label>
        <p className={styles.hint} id="invite-references-hint">
          {texts.referencesHint}
        </p>
        <input
          id="invite-references"
          name="references"
          autoComplete="off"
          maxLength={500}
          defaultValue={values.references}
          aria-invalid={Boolean(errors.references)}
          aria-describedby={described('references', 'invite-references-hint')}
        />
        {message('references')}
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.send}
      </button>
    </form>
  )
}
