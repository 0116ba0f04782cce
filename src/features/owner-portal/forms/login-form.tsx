'use client'

import { logIn } from '@/features/owner-portal/actions'
import { ErrorBanner } from '@/lib/forms/components/error-banner'
import { TextField } from '@/lib/forms/components/fields'
import { FormContext } from '@/lib/forms/components/form-context'
import type { FormErrorCode } from '@/lib/forms/form-state'
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

const formId = 'owner-login'

const formErrors: Record<LoginErrorCode, FormErrorCode> = {
  invalid: 'failed',
  limited: 'rateLimited',
}

/**
 * E-mail and password, with the form kit's fields, banner and messages (never the browser's);
 * works before hydration as a plain form posting to the server action, which checks again.
 */
export function LoginForm({ texts }: { texts: LoginTexts }) {
  const { formRef, state, formAction, pending, onSubmit } = useCheckedAction({
    action: logIn,
    schema: loginSchema,
    refusal: loginRefusal,
  })
  // The kit's banner says why the login failed, in the portal's words (specification §8).
  const formError = state.error ? formErrors[state.error] : undefined
  const errors = state.errors ?? {}
  const labels = { email: texts.email, password: texts.password }
  return (
    <FormContext.Provider
      value={{
        formId,
        errors,
        values: { email: state.email ?? '' },
        labels,
        // A refused login does not say which of the two was wrong: both are marked.
        refusedFields: formError === 'failed' ? ['email', 'password'] : undefined,
      }}
    >
      <form
        ref={formRef}
        id={formId}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className={styles.panel}
        aria-labelledby={`${formId}-heading`}
      >
        <h2 id={`${formId}-heading`}>{texts.heading}</h2>
        <ErrorBanner
          errors={errors}
          formError={formError}
          labels={labels}
          formId={formId}
          formErrorMessages={{ failed: texts.invalid, rateLimited: texts.limited }}
        />
        <TextField name="email" type="email" autoComplete="username" required />
        <TextField name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? texts.submitting : texts.submit}
        </button>
      </form>
    </FormContext.Provider>
  )
}
