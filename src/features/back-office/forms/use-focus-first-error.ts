import { useEffect, type RefObject } from 'react'

/** After a refusal, focus goes to the first refused field of `fields` (in the form's order). */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  fields: readonly string[],
  errors: Partial<Record<string, unknown>> | undefined,
) {
  useEffect(() => {
    const first = fields.find((field) => errors?.[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [form, fields, errors])
}
