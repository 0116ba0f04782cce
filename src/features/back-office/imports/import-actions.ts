'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import { objectStore } from '@/server/storage/shared-store.server'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import { readFeedUpload } from './feed-upload'
import { importUpload } from './import-runner'

/** Imports an uploaded feed file (admins only) and opens its run's report. */
export async function uploadFeedAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const upload = await readFeedUpload(form.get('feed'))
  if ('error' in upload) redirect(`${await actionAdminUrl('imports')}?error=${upload.error}#feed`)
  const runId = await importUpload(db(), member, upload, objectStore())
  redirect(await actionAdminUrl('imports', String(runId)))
}
