'use client'
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import type { z } from '@/lib/zod'
import { formInput } from '@/lib/forms/form-values'
import { usePermalink } from '@/lib/forms/components/use-permalink'

/**
 * An owner-portal form's server action with the browser's check in front of it: what the schema
 * refuses is not sent but shown as the server action would answer it (`refusal`), and focus moves
 * to the first refused field; the server's next answer takes over. Without JavaScript the form
 * posts straight to the action, which parses with the same schema.
 */
export function useCheckedAction<State extends object>({
  action,
  schema,
  refusal,
}: {
  action: (state: State, data: FormData) => Promise<State>
  schema: z.ZodType
  refusal: (values: Record<string, unknown>, error: z.ZodError) => State
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [state, formAction, pending] = useActionState<State, FormData>(
    action,
    {} as Awaited<State>,
    usePermalink(),
  )
  // What the browser refused, for the server state it was found on.
  const [checked, setChecked] = useState<{ on: State; state: State; field: string } | null>(null)

  useEffect(() => {
    if (!checked) return
    const field = formRef.current?.elements.namedItem(checked.field)
    if (field instanceof HTMLElement) field.focus()
  }, [checked])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = formInput(new FormData(event.currentTarget))
    const result = schema.safeParse(values)
    if (result.success) return setChecked(null)
    event.preventDefault()
    const field = String(result.error.issues[0]?.path[0] ?? '')
    setChecked({ on: state, state: refusal(values, result.error), field })
  }

  const shown = checked?.on === state ? checked.state : state
  return { formRef, state: shown, formAction, pending, onSubmit }
}
