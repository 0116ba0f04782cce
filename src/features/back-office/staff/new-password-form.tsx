'use client'

import { useActionState } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import { setStaffPasswordAction } from '@/features/back-office/security/security-actions'
import styles from '@/features/back-office/frame/back-office.module.css'
import type { NewPasswordError, NewPasswordState } from './staff-schema'

export type NewPasswordTexts = {
  password: string
  hint: string
  confirmation: string
  submit: string
  errorSummary: string
  errors: Record<NewPasswordError, string>
}

/** Chooses the password with an invitation or reset link's token (a hidden field). */
export function NewPasswordForm({ token, texts }: { token: string; texts: NewPasswordTexts }) {
  const [state, formAction, pending] = useActionState<NewPasswordState, FormData>(
    setStaffPasswordAction,
    {},
    usePermalink(),
  )
  const errors = state.errors ?? {}
  const message = (field: 'password' | 'confirmation') =>
    errors[field] && (
      <p className={styles.fieldError} id={`new-${field}-error`}>
        {texts.errors[errors[field]]}
      </p>
    )
  return (
    <form action={formAction} className={styles.panel} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {errors.token ? texts.errors.invalidLink : texts.errorSummary}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <div className={styles.field}>
        <label htmlFor="new-password">{texts.password}</label>
        <p className={styles.hint} id="new-password-hint">
          {texts.hint}
        </p>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={[errors.password ? 'new-password-error' : '', 'new-password-hint']
            .filter(Boolean)
            .join(' ')}
        />
        {message('password')}
      </div>
      <div className={styles.field}>
        <label htmlFor="new-confirmation">{texts.confirmation}</label>
        <input
          id="new-confirmation"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          aria-invalid={Boolean(errors.confirmation)}
          aria-describedby={errors.confirmation ? 'new-confirmation-error' : undefined}
        />
        {message('confirmation')}
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.submit}
      </button>
    </form>
  )
}
