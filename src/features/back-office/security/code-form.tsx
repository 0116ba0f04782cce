'use client'

import { useActionState } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import type { CodeError, CodeState } from '@/features/back-office/staff/staff-schema'
import { Field } from '@/features/back-office/forms/field'
import styles from '@/features/back-office/frame/back-office.module.css'

export type CodeFormTexts = { label: string; submit: string; errors: Record<CodeError, string> }

/**
 * One code from the member's authenticator app or a backup code (the login's second step, or
 * turning the second factor off); a plain form posting to the server action before hydration.
 */
export function CodeForm({
  id,
  action,
  texts,
}: {
  id: string
  action: (state: CodeState, form: FormData) => Promise<CodeState>
  texts: CodeFormTexts
}) {
  const [state, formAction, pending] = useActionState(action, {}, usePermalink())
  const error = state.error ? texts.errors[state.error] : null
  return (
    <form action={formAction} className={styles.panel}>
      <Field
        id={id}
        label={texts.label}
        error={error}
        alert
        input={{
          name: 'code',
          autoComplete: 'one-time-code',
          inputMode: 'text',
          required: true,
          maxLength: 20,
        }}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.submit}
      </button>
    </form>
  )
}
