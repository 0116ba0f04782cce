'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import { closeMail, correctMail, retryMail } from './outbox-changes'
import {
  mailCloseSchema,
  mailCorrectSchema,
  mailRetrySchema,
  type FailedMailFormState,
} from './outbox-schema'

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

/** Sends a refused e-mail to a corrected address; a wrong address comes back next to its field. */
export const correctOutboxMail = backOfficeAction('correctOutboxMail', {
  schema: mailCorrectSchema,
  refused: async (errors, { values, url }): Promise<FailedMailFormState> => {
    if (errors.id) redirect(await url('outbox'))
    return { error: 'addressInvalid', value: typeof values.to === 'string' ? values.to : '' }
  },
  run: async ({ id, to }, { member, url }): Promise<FailedMailFormState> => {
    const result = await correctMail(db(), member, id, to)
    if (result === 'not-found') redirect(await url('outbox'))
    redirect(`${await url('outbox', String(id))}?notice=${result}`)
  },
})

/** Closes a refused e-mail with a reason; without one, the form says so next to the field. */
export const closeOutboxMail = backOfficeAction('closeOutboxMail', {
  schema: mailCloseSchema,
  refused: async (errors, { values, url }): Promise<FailedMailFormState> => {
    if (errors.id) redirect(await url('outbox'))
    return { error: 'reasonEmpty', value: typeof values.reason === 'string' ? values.reason : '' }
  },
  run: async ({ id, reason }, { member, url }): Promise<FailedMailFormState> => {
    const result = await closeMail(db(), member, id, reason)
    if (result === 'not-found') redirect(await url('outbox'))
    redirect(`${await url('outbox', String(id))}?notice=${result}`)
  },
})
