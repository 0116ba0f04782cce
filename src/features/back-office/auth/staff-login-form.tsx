'use client'

import { usePermalink } from '@/lib/forms/components/use-permalink'
import { useActionState } from 'react'
import { staffLogIn } from '@/features/back-office/actions'
import type { StaffLoginError, StaffLoginState } from './staff-login-schema'
import styles from '@/features/back-office/frame/back-office.module.css'

export type StaffLoginTexts = {
  heading: string
  email: string
  password: string
  submit: string
} & Record<StaffLoginError, string>

/** The back office's login; a plain form posting to the server action before hydration. */
export function StaffLoginForm({ texts }: { texts: StaffLoginTexts }) {
  const [state, formAction, pending] = useActionState<StaffLoginState, FormData>(
    staffLogIn,
    {},
    usePermalink(),
  )
  const error = state.error ? texts[state.error] : null
  return (
    <form
      action={formAction}
      className={`${styles.panel} ${styles.narrow}`}
      aria-labelledby="staff-login-heading"
    >
      <h1 id="staff-login-heading">{texts.heading}</h1>
      {error && (
        <p className={styles.error} role="alert" id="staff-login-error">
          {error}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="staff-login-email">{texts.email}</label>
        <input
          id="staff-login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={state.email}
          aria-describedby={error ? 'staff-login-error' : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-login-password">{texts.password}</label>
        <input
          id="staff-login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          aria-describedby={error ? 'staff-login-error' : undefined}
        />
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.submit}
      </button>
    </form>
  )
}
