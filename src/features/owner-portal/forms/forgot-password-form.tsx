'use client'

import { useActionState } from 'react'
import { requestReset, type ResetRequestState } from '@/features/owner-portal/actions'
import styles from './forms.module.css'

export type ForgotPasswordTexts = {
  title: string
  intro: string
  email: string
  send: string
  sending: string
  sent: string
  emailInvalid: string
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ texts }: { texts: ForgotPasswordTexts }) {
  const [state, action, pending] = useActionState<ResetRequestState, FormData>(requestReset, {})
  const invalid = state.error === 'emailInvalid'
  return (
    <form action={action} className={styles.panel} aria-labelledby="forgot-password-heading">
      <h2 id="forgot-password-heading">{texts.title}</h2>
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
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'forgot-password-error' : undefined}
        />
        {invalid && (
          <p className={styles.fieldError} id="forgot-password-error">
            {texts.emailInvalid}
          </p>
        )}
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? texts.sending : texts.send}
      </button>
    </form>
  )
}
