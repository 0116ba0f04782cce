import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'
import { recordedImport } from '@/features/catalogue/server'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'

/**
 * Imports an uploaded feed in the request, with the code and the run record `npm run import`
 * uses, then writes the upload's audit row. The file has no folder: photos must be URLs (a
 * relative path is reported as not found, in an empty folder made for the run).
 */
export async function importUpload(
  database: Database,
  member: StaffMember,
  upload: { feed: unknown; fileName: string },
  media: ObjectStore,
): Promise<number> {
  const feedDir = await mkdtemp(path.join(tmpdir(), 'feed-upload-'))
  try {
    const run = await recordedImport(
      database,
      { origin: 'upload', staffId: member.id, fileName: upload.fileName },
      upload.feed,
      { feedDir, media },
    )
    await recordAudit(database, {
      staffId: member.id,
      action: 'import.upload',
      subject: `import:${run.runId}`,
      after: {
        fileName: upload.fileName,
        ...('refused' in run
          ? { refused: run.refused.message }
          : {
              mode: run.report.mode,
              failed: run.report.properties.invalid.length + run.report.projects.invalid.length,
            }),
      },
    })
    return run.runId
  } finally {
    await rm(feedDir, { recursive: true, force: true })
  }
}
