'use client'

import { logIn } from '@/features/owner-portal/actions'
import { loginRefusal, loginSchema, type LoginErrorCode } from './owner-form-schemas'
import { useCheckedAction } from './use-checked-action'
import styles from './forms.module.css'

export type LoginTexts = {
  heading: string
  email: string
  password: string
  submit: string
  submitting: string
} & Record<LoginErrorCode, string>

/** E-mail and password; works before hydration as a plain form posting to the server action. */
export function LoginForm({ texts }: { texts: LoginTexts }) {
  const { formRef, state, formAction, pending, onSubmit } = useCheckedAction({
    action: logIn,
    schema: loginSchema,
    refusal: loginRefusal,
  })
  const error = state.error ? texts[state.error] : null
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.panel}
      aria-labelledby="owner-login-heading"
    >
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
