'use server'

import { redirect } from 'next/navigation'
import { formInput } from '@/lib/forms/form-values'
import { db } from '@/server/db/client'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import { deleteHistoryRow, saveHistoryRow } from './history-changes'
import {
  historyDeleteSchema,
  historyFields,
  historyRowSchema,
  historyTargetSchema,
  type HistoryField,
  type HistoryFormState,
} from './history-schema'

const propertiesUrl = (...segments: string[]) => actionAdminUrl('properties', ...segments)

/**
 * Adds a history row to a listing or changes one; admins for every listing, an agent for their
 * own (checked again in the change's transaction). A refusal comes back with the typed values.
 */
export async function saveHistoryRowAction(
  _state: HistoryFormState,
  form: FormData,
): Promise<HistoryFormState> {
  const member = await requireStaff(await actionLanguage())
  const values = formInput(form)
  const target = historyTargetSchema.safeParse(values)
  if (!target.success) redirect(await propertiesUrl())
  const typed = Object.fromEntries(
    historyFields.map((field) => [field, typeof values[field] === 'string' ? values[field] : '']),
  ) as Record<HistoryField, string>
  const parsed = historyRowSchema.safeParse(values)
  if (!parsed.success) {
    const errors: HistoryFormState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as HistoryField
      errors[field] ??= issue.message as never
    }
    return { errors, values: typed }
  }
  const { reference, id } = target.data
  const saved = await saveHistoryRow(
    db(),
    member,
    { reference, id: id === '' ? undefined : id },
    parsed.data,
  )
  if (saved.result === 'not-found') redirect(await propertiesUrl())
  redirect(`${await propertiesUrl(reference)}?notice=${saved.result}#history`)
}

/** Deletes a history row after its confirmation box is ticked. */
export async function deleteHistoryRowAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage())
  const values = formInput(form)
  const parsed = historyDeleteSchema.safeParse(values)
  if (!parsed.success) {
    const target = historyTargetSchema.safeParse(values)
    if (!target.success || !target.data.id) redirect(await propertiesUrl())
    redirect(
      `${await propertiesUrl(target.data.reference, 'history', String(target.data.id))}?notice=confirm-delete`,
    )
  }
  const result = await deleteHistoryRow(db(), member, parsed.data)
  if (result === 'not-found') redirect(await propertiesUrl())
  redirect(`${await propertiesUrl(parsed.data.reference)}?notice=deleted#history`)
}
