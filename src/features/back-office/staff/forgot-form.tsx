'use client'

import { useActionState } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import { requestStaffResetAction } from '@/features/back-office/security/security-actions'
import { Field } from '@/features/back-office/forms/field'
import styles from '@/features/back-office/frame/back-office.module.css'
import type { ResetRequestState } from './staff-schema'

export type ForgotTexts = { email: string; submit: string; sent: string; emailInvalid: string }

/** Asks for a reset link; the same answer whether or not the address has an account. */
export function ForgotForm({ texts }: { texts: ForgotTexts }) {
  const [state, formAction, pending] = useActionState<ResetRequestState, FormData>(
    requestStaffResetAction,
    {},
    usePermalink(),
  )
  if (state.sent)
    return (
      <p className={styles.notice} role="status">
        {texts.sent}
      </p>
    )
  return (
    <form action={formAction} className={styles.panel} noValidate>
      <Field
        id="forgot-email"
        label={texts.email}
        error={state.error && texts.emailInvalid}
        alert
        input={{
          name: 'email',
          type: 'email',
          autoComplete: 'username',
          required: true,
          maxLength: 254,
        }}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.submit}
      </button>
    </form>
  )
}
