'use client'
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import type { z } from '@/lib/zod'
import { fieldErrors } from '@/lib/forms/field-errors'
import { initialFormState, type FormErrorCode, type FormState } from '@/lib/forms/form-state'
import { formInput } from '@/lib/forms/form-values'
import { altchaProofReady } from './altcha-proof'
import { usePermalink } from './use-permalink'

export type RequestFormOptions = {
  action: (state: FormState, data: FormData) => Promise<FormState>
  /** The same schema the server action parses with. */
  schema: z.ZodType
  arrayFields?: readonly string[]
  fileFields?: readonly string[]
  /** How a refusal of the schema becomes field errors, when not as the kit reads it. */
  toFieldErrors?: (error: z.ZodError) => FormState['errors']
}

/**
 * The behaviour RequestForm and MultiStepRequestForm share: the server action's state, what the
 * browser found on top of it, focus on the first refused field, messages that follow what is
 * typed, and a submit that waits for the proof of work.
 */
export function useRequestForm({
  action,
  schema,
  arrayFields = [],
  fileFields = [],
  toFieldErrors = fieldErrors,
}: RequestFormOptions) {
  const formRef = useRef<HTMLFormElement>(null)
  const [state, formAction, pending] = useActionState(action, initialFormState, usePermalink())
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
  const errors = current ? current.errors : state.errors
  // Only the server's answer names what it refused (a zone it does not know).
  const errorParams = current ? {} : (state.errorParams ?? {})
  const formError = current ? current.formError : state.formError
  const show = (found: FormState['errors'], code?: FormErrorCode) =>
    setClient({ on: state, errors: found, formError: code })

  useEffect(() => {
    if (attempt === 0 && state === initialFormState) return
    const form = formRef.current
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = first?.closest('fieldset[tabindex]') ?? first
    if (target instanceof HTMLElement) target.focus()
    else if (state.formError) form?.querySelector<HTMLElement>('[data-form-banner]')?.focus()
  }, [attempt, state])

  /** The schema's verdict on what the form holds now; `against` checks one step's part. */
  const check = (form: HTMLFormElement, against: z.ZodType = schema) =>
    against.safeParse(formInput(new FormData(form), arrayFields, fileFields))

  /** Shows what the browser refused and moves focus to the first refused field. */
  const refuse = (found: FormState['errors']) => {
    show(found)
    setAttempt((n) => n + 1)
  }

  /**
   * The submit of a form whose fields are right: it goes to the server action at once when the
   * proof of work is there, else once it is (the server refuses a form without it).
   */
  const send = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    show({})
    if (new FormData(form).get('altcha')) return
    event.preventDefault()
    setWaiting(true)
    void altchaProofReady(form)
      .then((ready) => {
        if (ready) return form.requestSubmit()
        show({}, 'captcha')
      })
      .finally(() => setWaiting(false))
  }

  // Once a field was refused, its message follows what is typed; fields not yet refused stay
  // quiet until the next submit.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return
    const result = check(event.currentTarget)
    const now = result.success ? {} : toFieldErrors(result.error)
    const next: FormState['errors'] = {}
    for (const name of Object.keys(errors)) if (now[name]) next[name] = now[name]
    show(next, formError)
  }

  return {
    formRef,
    state,
    formAction,
    busy: pending || waiting,
    errors,
    errorParams,
    formError,
    check,
    toFieldErrors,
    refuse,
    send,
    show,
    onChange,
  }
}

export type RequestFormHandle = ReturnType<typeof useRequestForm>
