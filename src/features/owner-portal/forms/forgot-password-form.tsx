'use client'

import { requestReset } from '@/features/owner-portal/actions'
import {
  resetRequestRefusal,
  resetRequestSchema,
  type ResetRequestErrorCode,
} from './owner-form-schemas'
import { useCheckedAction } from './use-checked-action'
import styles from './forms.module.css'

export type ForgotPasswordTexts = {
  title: string
  intro: string
  email: string
  send: string
  sending: string
  sent: string
  errors: Record<ResetRequestErrorCode, string>
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ texts }: { texts: ForgotPasswordTexts }) {
  const { formRef, state, formAction, pending, onSubmit } = useCheckedAction({
    action: requestReset,
    schema: resetRequestSchema,
    refusal: resetRequestRefusal,
  })
  const error = state.errors?.email
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.panel}
      aria-labelledby="forgot-password-heading"
    >
      <h1 id="forgot-password-heading">{texts.title}</h1>
      <p className={styles.hint}>{texts.intro}</p>
      <div role="status">{state.sent && <p className={styles.notice}>{texts.sent}</p>}</div>
      <div className={styles.field}>
        <label htmlFor="forgot-password-email">{texts.email}</label>
        <input
          id="forgot-password-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'forgot-password-error' : undefined}
        />
        {error && (
          <p className={styles.fieldError} id="forgot-password-error">
            {texts.errors[error]}
          </p>
        )}
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? texts.sending : texts.send}
      </button>
    </form>
  )
}
