import 'server-only'
import type { z } from '@/lib/zod'
import { formInput } from '@/lib/forms/form-values'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { AuditAction } from '@/features/back-office/audit/audit-actions'
import { memberFor, type MemberFor } from './screen-access.server'
import { backOfficeActions, type ActionName } from './screen-table'

type Member<N extends ActionName> = MemberFor<(typeof backOfficeActions)[N]>

export type ActionContext<N extends ActionName> = {
  member: Member<N>
  lang: Language
  form: FormData
  /** The posted fields, nested by their dotted names, as a schema reads them. */
  values: Record<string, unknown>
  /** A back-office URL in the language of the page the action was posted from. */
  url: (...segments: string[]) => Promise<string>
  /**
   * An audit row by the member, for an action whose change has no transaction of its own to
   * write it in (a change that has one writes it there, with the change).
   */
  audit: (entry: {
    action: AuditAction
    subject: string
    after?: Record<string, unknown>
  }) => Promise<void>
}

/** The first problem of each field (a schema gives each check its error code as message). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>

type Parsed<N extends ActionName, State, Schema extends z.ZodType> = {
  schema: Schema
  /** Fields that are a list even when one value is posted (checkbox groups). */
  lists?: readonly string[]
  /** The answer to input the schema refuses: the form again with its errors, or a redirect. */
  refused: (
    errors: FieldErrors<keyof z.input<Schema> & string>,
    context: ActionContext<N>,
    state: State,
  ) => Promise<State> | State
  run: (input: z.output<Schema>, context: ActionContext<N>, state: State) => Promise<State>
}

const named = new WeakMap<object, ActionName>()

/** The table's name of a server action made by `backOfficeAction`, or undefined. */
export function backOfficeActionName(action: object): ActionName | undefined {
  return named.get(action)
}

/**
 * A back-office server action: the roles of `name` in the table (screen-table.ts) are checked
 * first (a refused role gets a 404 and an audit row), then the posted form is parsed with the
 * schema and what it refuses comes back as typed field errors, before `run` changes anything.
 */
export function backOfficeAction<N extends ActionName, State>(
  name: N,
  run: (context: ActionContext<N>, state: State) => Promise<State>,
): (state: State, form: FormData) => Promise<State>
export function backOfficeAction<N extends ActionName, State, Schema extends z.ZodType>(
  name: N,
  spec: Parsed<N, State, Schema>,
): (state: State, form: FormData) => Promise<State>
export function backOfficeAction<N extends ActionName, State, Schema extends z.ZodType>(
  name: N,
  spec: Parsed<N, State, Schema> | ((context: ActionContext<N>, state: State) => Promise<State>),
): (state: State, form: FormData) => Promise<State> {
  const action = async (state: State, form: FormData = new FormData()): Promise<State> => {
    const lang = await actionLanguage()
    const member = await memberFor(backOfficeActions[name], lang)
    const context: ActionContext<N> = {
      member: member as Member<N>,
      lang,
      form,
      values: formInput(form, typeof spec === 'function' ? [] : spec.lists),
      url: actionAdminUrl,
      audit: async (entry) => recordAudit(db(), { staffId: member?.id ?? null, ...entry }),
    }
    if (typeof spec === 'function') return spec(context, state)
    const parsed = await spec.schema.safeParseAsync(context.values)
    if (!parsed.success) return spec.refused(fieldErrors(parsed.error), context, state)
    return spec.run(parsed.data, context, state)
  }
  named.set(action, name)
  return action
}

function fieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors as FieldErrors<Field>
}

/** What was typed in each of `fields`, to give a refused form back as it was (never a file). */
export function typedValues<Field extends string>(
  values: Record<string, unknown>,
  fields: readonly Field[],
): Record<Field, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return Object.fromEntries(fields.map((field) => [field, text(values[field])])) as Record<
    Field,
    string
  >
}
