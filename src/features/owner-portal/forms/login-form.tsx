'use client'

import { useActionState } from 'react'
import { logIn, type LoginState } from '@/features/owner-portal/actions'
import styles from './forms.module.css'

export type LoginTexts = {
  heading: string
  email: string
  password: string
  submit: string
  submitting: string
  invalid: string
  limited: string
}

/** E-mail and password; works before hydration as a plain form posting to the server action. */
export function LoginForm({ texts }: { texts: LoginTexts }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(logIn, {})
  const error = state.error === 'limited' ? texts.limited : state.error ? texts.invalid : null
  return (
    <form action={action} className={styles.panel} aria-labelledby="owner-login-heading">
      <h2 id="owner-login-heading">{texts.heading}</h2>
      {error && (
        <p className={styles.error} role="alert" id="owner-login-error">
          {error}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="owner-login-email">{texts.email}</label>
        <input
          id="owner-login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          aria-describedby={error ? 'owner-login-error' : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="owner-login-password">{texts.password}</label>
        <input
          id="owner-login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          aria-describedby={error ? 'owner-login-error' : undefined}
        />
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? texts.submitting : texts.submit}
      </button>
    </form>
  )
}
