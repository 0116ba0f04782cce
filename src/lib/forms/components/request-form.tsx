'use client'
import {
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { useTranslations } from 'next-intl'
import type { z } from 'zod'
import { fieldErrors } from '../field-errors'
import { initialFormState, type FormErrorCode, type FormState } from '../form-state'
import { formValues, nestValues } from '../form-values'
import { AltchaField } from './altcha-field'
import { altchaProofReady } from './altcha-proof'
import { ErrorBanner } from './error-banner'
import { FormContext } from './form-context'
import { Honeypot } from './honeypot'
import styles from './forms.module.css'

export type RequestFormProps = {
  action: (state: FormState, data: FormData) => Promise<FormState>
  /** The same schema the server action parses with. */
  schema: z.ZodType
  /** Fields that hold several values (checkbox groups), always read as lists. */
  arrayFields?: readonly string[]
  labels: Record<string, string>
  submitLabel: string
  /** Values the visitor does not type: the page language, the property the form is about. */
  hidden?: Record<string, string>
  /** The form element's id, for links to it (a link into a folded form unfolds it). */
  id?: string
  /** A form's own wording of a refusal, in place of `forms.formErrors.<code>`. */
  formErrorMessages?: Partial<Record<FormErrorCode, string>>
  /**
   * Shows the form folded in a `<details>` under this summary (a secondary form on a busy page).
   * It opens by itself when the server answered, so a browser without JavaScript shows the
   * messages of a refused submission.
   */
  disclosure?: { summary: ReactNode; className?: string }
  /** Files (CV upload) need a multipart body. */
  children: ReactNode
  className?: string
}

/**
 * A visitor request form: posts to its server action with or without JavaScript; with it, checks
 * the fields first with the same zod schema, keeps the errors next to the fields and summarised
 * at the top, and moves focus to the first refused field.
 */
export function RequestForm({
  action,
  schema,
  arrayFields = [],
  labels,
  submitLabel,
  hidden = {},
  id,
  formErrorMessages,
  disclosure,
  children,
  className,
}: RequestFormProps) {
  const t = useTranslations('forms')
  const formId = useId().replace(/:/g, '')
  const formRef = useRef<HTMLFormElement>(null)
  const [state, formAction, pending] = useActionState(action, initialFormState)
  // What the browser found, for the server state it was found on: a newer answer from the server
  // takes over without an effect resetting anything.
  const [client, setClient] = useState<{
    on: FormState
    errors: FormState['errors']
    formError?: FormErrorCode
  } | null>(null)
  const current = client?.on === state ? client : null
  const [attempt, setAttempt] = useState(0)
  const [waiting, setWaiting] = useState(false)
  const busy = pending || waiting
  const errors = current ? current.errors : state.errors
  const formError = current ? current.formError : state.formError
  const showClient = (found: FormState['errors'], code?: FormErrorCode) =>
    setClient({ on: state, errors: found, formError: code })

  useEffect(() => {
    if (attempt === 0 && state === initialFormState) return
    const form = formRef.current
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = first?.closest('fieldset[tabindex]') ?? first
    if (target instanceof HTMLElement) target.focus()
    else if (state.formError) form?.querySelector<HTMLElement>('[data-form-banner]')?.focus()
  }, [attempt, state])

  const check = (form: HTMLFormElement) =>
    schema.safeParse(nestValues(formValues(new FormData(form), arrayFields)))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const result = check(form)
    if (!result.success) {
      event.preventDefault()
      showClient(fieldErrors(result.error))
      setAttempt((n) => n + 1)
      return
    }
    setClient(null)
    if (new FormData(form).get('altcha')) return
    // The proof of work is not done yet: send once it is (the server refuses a form without it).
    event.preventDefault()
    setWaiting(true)
    void altchaProofReady(form)
      .then((ready) => {
        if (ready) return form.requestSubmit()
        showClient({}, 'captcha')
      })
      .finally(() => setWaiting(false))
  }

  // Once a field was refused, its message follows what is typed; fields not yet refused stay
  // quiet until the next submit.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return
    const result = check(event.currentTarget)
    const now = result.success ? {} : fieldErrors(result.error)
    const next: FormState['errors'] = {}
    for (const name of Object.keys(errors)) if (now[name]) next[name] = now[name]
    showClient(next, formError)
  }

  const form = (
    <FormContext.Provider value={{ formId, errors, values: state.values, labels }}>
      <form
        ref={formRef}
        id={id}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className={[styles.form, className].filter(Boolean).join(' ')}
        aria-describedby={`${formId}-required-note`}
      >
        <ErrorBanner
          errors={errors}
          formError={formError}
          labels={labels}
          formId={formId}
          formErrorMessages={formErrorMessages}
        />
        <p id={`${formId}-required-note`} className={styles.requiredNote}>
          {t('requiredNote')}
        </p>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <Honeypot />
        <AltchaField />
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t('sending') : submitLabel}
        </button>
      </form>
    </FormContext.Provider>
  )
  if (!disclosure) return form
  return (
    <details className={disclosure.className} open={state === initialFormState ? undefined : true}>
      <summary>{disclosure.summary}</summary>
      {form}
    </details>
  )
}
