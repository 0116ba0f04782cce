'use client'

import { useActionState } from 'react'
import { setNewPassword, type NewPasswordState } from '@/features/owner-portal/actions'
import styles from './forms.module.css'

export type NewPasswordTexts = {
  title: string
  intro: string
  newPassword: string
  confirmation: string
  save: string
  saving: string
  /** Texts of the error keys of auth/password-reset.ts. */
  errors: Record<string, string>
  requestNewLink: string
  requestNewLinkHref: string
}

/** Sets the password with the token of a reset or invitation link. */
export function NewPasswordForm({ token, texts }: { token: string; texts: NewPasswordTexts }) {
  const [state, action, pending] = useActionState<NewPasswordState, FormData>(setNewPassword, {})
  const errors = state.errors ?? {}
  const message = (key: string | undefined) => (key ? (texts.errors[key] ?? key) : null)
  const passwordError = message(errors.password)
  const confirmationError = message(errors.confirmation)
  return (
    <form action={action} className={styles.panel} aria-labelledby="new-password-heading">
      <h2 id="new-password-heading">{texts.title}</h2>
      {errors.token && (
        <p className={styles.error} role="alert">
          {message(errors.token)} <a href={texts.requestNewLinkHref}>{texts.requestNewLink}</a>
        </p>
      )}
      <p className={styles.hint} id="new-password-hint">
        {texts.intro}
      </p>
      <input type="hidden" name="token" value={token} />
      <div className={styles.field}>
        <label htmlFor="new-password">{texts.newPassword}</label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'new-password-error' : 'new-password-hint'}
        />
        {passwordError && (
          <p className={styles.fieldError} id="new-password-error" role="alert">
            {passwordError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="new-password-confirmation">{texts.confirmation}</label>
        <input
          id="new-password-confirmation"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          aria-invalid={confirmationError ? true : undefined}
          aria-describedby={confirmationError ? 'new-password-confirmation-error' : undefined}
        />
        {confirmationError && (
          <p className={styles.fieldError} id="new-password-confirmation-error" role="alert">
            {confirmationError}
          </p>
        )}
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? texts.saving : texts.save}
      </button>
    </form>
  )
}
