'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import { objectStore } from '@/server/storage/shared-store.server'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import { readFeedUpload } from './feed-upload'
import { importUpload } from './import-runner'

/** Imports an uploaded feed file (admins only) and opens its run's report. */
export const uploadFeedAction = backOfficeAction(
  'uploadFeed',
  async ({ member, form, url }): Promise<void> => {
    const upload = await readFeedUpload(form.get('feed'))
    if ('error' in upload) redirect(`${await url('imports')}?error=${upload.error}#feed`)
    const runId = await importUpload(db(), member, upload, objectStore())
    redirect(await url('imports', String(runId)))
  },
)
