'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import { retryMail } from './outbox-changes'
import { mailRetrySchema } from './outbox-schema'

/** Sends a failed message again: back to its page with what happened. */
export const retryOutboxMail = backOfficeAction('retryOutboxMail', {
  schema: mailRetrySchema,
  refused: async (_errors, { url }): Promise<void> => redirect(await url('outbox')),
  run: async ({ id }, { member, url }): Promise<void> => {
    const result = await retryMail(db(), member, id)
    if (result === 'not-found') redirect(await url('outbox'))
    redirect(`${await url('outbox', String(id))}?notice=${result}`)
  },
})
