'use server'

import { redirect } from 'next/navigation'
import { formInput } from '@/lib/forms/form-values'
import { db } from '@/server/db/client'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import { retryMail } from './outbox-changes'
import { mailRetrySchema } from './outbox-schema'

/** Sends a failed message again: back to its page with what happened. */
export async function retryOutboxMail(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const parsed = mailRetrySchema.safeParse(formInput(form))
  if (!parsed.success) redirect(await actionAdminUrl('outbox'))
  const result = await retryMail(db(), member, parsed.data.id)
  if (result === 'not-found') redirect(await actionAdminUrl('outbox'))
  redirect(`${await actionAdminUrl('outbox', String(parsed.data.id))}?notice=${result}`)
}
