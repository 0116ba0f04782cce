import type { Language } from '@/lib/i18n/languages'

/** One field of a settings form, as the server describes it to the form component. */
export type FieldModel = {
  kind: 'text' | 'textarea' | 'checkbox' | 'select' | 'hidden' | 'file'
  /** The document path of the field, dotted (`footer.columns.0.title.nl`). */
  name: string
  label: string
  value: string
  checked?: boolean
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'url'
  inputMode?: 'decimal' | 'numeric'
  lang?: Language
  hint?: string
  options?: { value: string; label: string }[]
  /** A file field: the types it offers to pick, and the image stored now (with its description). */
  accept?: string
  current?: { src: string; alt: string }
}

/** A fieldset: its fields, nested rows, and the buttons of a row or a list. */
export type GroupModel = {
  legend: string
  fields: FieldModel[]
  groups: GroupModel[]
  /** A row of a list: moved up or down and removed by the `op` buttons. */
  row?: { path: string; first: boolean; last: boolean }
  /** A list: its "add" button. */
  add?: { list: string; label: string }
}

/** What a settings form shows: the page's first render, then each answer of its action. */
export type SettingsFormState = {
  /** Changes on every answer, so the form is rendered again with its new values. */
  stamp: number
  token: string
  groups: GroupModel[]
  /** Localized errors by field name. */
  errors: Record<string, string>
  /** Errors of fields outside this form (another section's), localized. */
  otherErrors: string[]
  notice?: { text: string; kind: 'status' | 'alert' }
  conflict?: boolean
}

/** The field an error path belongs to: the field itself, its parent path or its first part. */
export function fieldForPath(path: string, names: readonly string[]): string | undefined {
  return (
    names.find((name) => name === path) ??
    names.find((name) => path.startsWith(`${name}.`)) ??
    names.find((name) => name.startsWith(`${path}.`))
  )
}

export function fieldNames(groups: readonly GroupModel[]): string[] {
  return groups.flatMap((group) => [
    ...group.fields.filter((field) => field.kind !== 'hidden').map((field) => field.name),
    ...fieldNames(group.groups),
  ])
}

/** The lists of a form (their "add" buttons): an issue of a whole list (none left) is shown there. */
export function listNames(groups: readonly GroupModel[]): string[] {
  return groups.flatMap((group) => [
    ...(group.add ? [group.add.list] : []),
    ...listNames(group.groups),
  ])
}

/** The id of a field's control (its label's `for`, its error's `aria-describedby`). */
export const fieldId = (name: string) => `setting-${name.replaceAll('.', '-')}`
