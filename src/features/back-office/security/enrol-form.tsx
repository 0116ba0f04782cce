'use client'

import { useActionState, type ReactNode } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import type { CodeError, EnrolState } from '@/features/back-office/staff/staff-schema'
import { Field } from '@/features/back-office/forms/field'
import styles from '@/features/back-office/frame/back-office.module.css'
import { confirmEnrolmentAction } from './security-actions'

export type EnrolTexts = {
  enterCode: string
  codeLabel: string
  confirm: string
  backupHeading: string
  backupIntro: string
  continue: string
  errors: Record<CodeError, string>
}

/**
 * Enrolment: the QR code and key (`setup`, null once enrolled) with a form for a first code; once
 * confirmed, the backup codes (only this once) in its place. Rendered whether or not the member
 * has enrolled, so that without JavaScript the page that answers the post shows the codes too.
 */
export function EnrolForm({
  texts,
  continueHref,
  setup,
}: {
  texts: EnrolTexts
  continueHref: string
  setup: ReactNode | null
}) {
  const [state, formAction, pending] = useActionState<EnrolState, FormData>(
    confirmEnrolmentAction,
    {},
    usePermalink(),
  )
  if (state.backupCodes) {
    return (
      <section className={styles.panel} aria-labelledby="backup-heading">
        <h2 id="backup-heading">{texts.backupHeading}</h2>
        <p role="status">{texts.backupIntro}</p>
        <ul className={styles.codes}>
          {state.backupCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <a href={continueHref}>{texts.continue}</a>
        </p>
      </section>
    )
  }
  if (!setup) return null
  const error = state.error ? texts.errors[state.error] : null
  return (
    <section className={styles.panel} aria-labelledby="enrol-heading">
      {setup}
      <form action={formAction}>
        <p>{texts.enterCode}</p>
        <Field
          id="enrol-code"
          label={texts.codeLabel}
          error={error}
          alert
          input={{
            name: 'code',
            autoComplete: 'one-time-code',
            inputMode: 'numeric',
            required: true,
            maxLength: 20,
          }}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {texts.confirm}
        </button>
      </form>
    </section>
  )
}
