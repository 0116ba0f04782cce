'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FormState } from '@/lib/forms/form-state'
import { firstStepWithError, navField, stepOf, type StepSchemas } from '@/lib/forms/form-steps'
import type { RequestFormHandle } from './use-request-form'

/**
 * The steps of a multi-step form on top of useRequestForm: the step shown (the server's answer,
 * or the one the browser moved to), its heading focused after a move, only its fields' errors on
 * screen, and the submit. "Previous" goes back in the browser; "next" checks the shown step with
 * its schema and then moves in the browser or, with `nextOnServer`, lets the post go (the server
 * answers with the next step, as the renovation calculator's estimate needs); the last step
 * checks the whole form and shows the first step with a refused field.
 */
export function useFormSteps(
  form: RequestFormHandle,
  schemas: StepSchemas,
  { nextOnServer = false }: { nextOnServer?: boolean } = {},
) {
  const { state, check, toFieldErrors, refuse, send, show } = form
  const last = schemas.length - 1
  // The step the browser moved to, for the server state it moved on (as in useRequestForm).
  const [view, setView] = useState<{ on: FormState; step: number } | null>(null)
  const current = view?.on === state ? view.step : stepOf(schemas, state)
  const [moves, setMoves] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // A step the server moved to starts at its heading, as one the browser moved to does.
  useEffect(() => {
    if (state.step !== undefined && Object.keys(state.errors).length === 0) {
      headingRef.current?.focus()
    }
  }, [state])
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus()
  }, [moves])

  const move = (step: number) => {
    show({})
    setView({ on: state, step })
    setMoves((n) => n + 1)
  }

  // Only the shown step's fields are refused on screen; the others are hidden.
  const shownFields = Object.keys(schemas[current]!.shape)
  const errors = Object.fromEntries(
    Object.entries(form.errors).filter(([name]) => shownFields.includes(name.split('.')[0]!)),
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const nav =
      submitter?.getAttribute('name') === navField ? submitter.getAttribute('value') : null
    if (nav === 'previous') {
      event.preventDefault()
      return move(Math.max(current - 1, 0))
    }
    if (nav === 'next') {
      const result = check(event.currentTarget, schemas[current]!)
      if (result.success && nextOnServer) return show({})
      event.preventDefault()
      if (result.success) return move(Math.min(current + 1, last))
      return refuse(toFieldErrors(result.error))
    }
    const result = check(event.currentTarget)
    if (result.success) return send(event)
    event.preventDefault()
    const found = toFieldErrors(result.error)
    const step = firstStepWithError(schemas, found)
    if (step !== null && step !== current) setView({ on: state, step })
    refuse(found)
  }

  return { current, last, errors, onSubmit, headingRef }
}
