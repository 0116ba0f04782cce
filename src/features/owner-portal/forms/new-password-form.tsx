'use client'

import { setNewPassword } from '@/features/owner-portal/actions'
import {
  newPasswordFormSchema,
  passwordErrors,
  type PasswordMessageKey,
} from './owner-form-schemas'
import { useCheckedAction } from './use-checked-action'
import styles from './forms.module.css'

// The browser's part of the rules: the server also refuses common passwords.
const schema = newPasswordFormSchema()

export type NewPasswordTexts = {
  title: string
  intro: string
  newPassword: string
  confirmation: string
  save: string
  saving: string
  /** The texts of the error codes. */
  errors: Record<PasswordMessageKey, string>
  requestNewLink: string
  requestNewLinkHref: string
}

/** Sets the password with the token of a reset or invitation link. */
export function NewPasswordForm({ token, texts }: { token: string; texts: NewPasswordTexts }) {
  const { formRef, state, formAction, pending, onSubmit } = useCheckedAction({
    action: setNewPassword,
    schema,
    refusal: (_values, error) => ({ errors: passwordErrors(error) }),
  })
  const errors = state.errors ?? {}
  const passwordError = errors.password && texts.errors[errors.password]
  const confirmationError = errors.confirmation && texts.errors[errors.confirmation]
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.panel}
      aria-labelledby="new-password-heading"
    >
      <h1 id="new-password-heading">{texts.title}</h1>
      {errors.token && (
        <p className={styles.error} role="alert">
          {texts.errors[errors.token]} <a href={texts.requestNewLinkHref}>{texts.requestNewLink}</a>
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
