'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import {
  backOfficeAction,
  typedValues,
  type ActionContext,
} from '@/features/back-office/screens/back-office-action'
import { deleteHistoryRow, saveHistoryRow } from './history-changes'
import {
  historyDeleteSchema,
  historyFields,
  historyRowSchema,
  historyTargetSchema,
  type HistoryFormState,
} from './history-schema'

/** The listing and row a form posted, or the list of properties when it names none. */
async function postedTarget({ values, url }: ActionContext<'saveHistoryRow'>) {
  const target = historyTargetSchema.safeParse(values)
  if (!target.success) redirect(await url('properties'))
  return target.data
}

/**
 * Adds a history row to a listing or changes one; admins for every listing, an agent for their
 * own (checked again in the change's transaction). A refusal comes back with the typed values.
 */
export const saveHistoryRowAction = backOfficeAction('saveHistoryRow', {
  schema: historyRowSchema,
  refused: async (errors, context): Promise<HistoryFormState> => {
    await postedTarget(context)
    return {
      errors: errors as HistoryFormState['errors'],
      values: typedValues(context.values, historyFields),
    }
  },
  run: async (input, context): Promise<HistoryFormState> => {
    const { reference, id } = await postedTarget(context)
    const saved = await saveHistoryRow(
      db(),
      context.member,
      { reference, id: id === '' ? undefined : id },
      input,
    )
    if (saved.result === 'not-found') redirect(await context.url('properties'))
    redirect(`${await context.url('properties', reference)}?notice=${saved.result}#history`)
  },
})

/** Deletes a history row after its confirmation box is ticked. */
export const deleteHistoryRowAction = backOfficeAction('deleteHistoryRow', {
  schema: historyDeleteSchema,
  refused: async (_errors, { values, url }): Promise<void> => {
    const target = historyTargetSchema.safeParse(values)
    if (!target.success || !target.data.id) redirect(await url('properties'))
    redirect(
      `${await url('properties', target.data.reference, 'history', String(target.data.id))}?notice=confirm-delete`,
    )
  },
  run: async (input, { member, url }): Promise<void> => {
    const result = await deleteHistoryRow(db(), member, input)
    if (result === 'not-found') redirect(await url('properties'))
    redirect(`${await url('properties', input.reference)}?notice=deleted#history`)
  },
})
