'use client'

import { useActionState } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import { setStaffPasswordAction } from '@/features/back-office/security/security-actions'
import { Field } from '@/features/back-office/forms/field'
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
    errors[field] && texts.errors[errors[field]]
  return (
    <form action={formAction} className={styles.panel} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {errors.token ? texts.errors.invalidLink : texts.errorSummary}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <Field
        id="new-password"
        label={texts.password}
        hint={texts.hint}
        error={message('password')}
        input={{
          name: 'password',
          type: 'password',
          autoComplete: 'new-password',
          required: true,
          minLength: 12,
          maxLength: 128,
        }}
      />
      <Field
        id="new-confirmation"
        label={texts.confirmation}
        error={message('confirmation')}
        input={{
          name: 'confirmation',
          type: 'password',
          autoComplete: 'new-password',
          required: true,
          maxLength: 128,
        }}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.submit}
      </button>
    </form>
  )
}
