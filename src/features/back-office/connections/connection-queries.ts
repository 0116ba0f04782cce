import { desc, eq } from 'drizzle-orm'
import { crmConnection, importRuns, staff } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { CrmEnvironment } from '@/features/crm/server'
import type { KeptSecrets } from './connection-schema'

/** How many of the latest CRM syncs the screen lists (the imports screen lists them all). */
export const syncsShown = 10

/** The screen's saved row (secrets sealed), or null while the environment applies. */
export async function savedConnection(executor: Executor) {
  const [row] = await executor.select().from(crmConnection).where(eq(crmConnection.id, 1))
  return row ?? null
}

/** Which secrets are in force, so that an empty field may keep them. */
export async function keptSecrets(
  executor: Executor,
  environment: CrmEnvironment,
): Promise<KeptSecrets> {
  const row = await savedConnection(executor)
  if (row) {
    return { password: row.passwordSealed !== null, clientSecret: row.clientSecretSealed !== null }
  }
  return {
    password: Boolean(environment.CRM_PASSWORD),
    clientSecret: Boolean(environment.CRM_CLIENT_SECRET),
  }
}

/** The latest CRM syncs, newest first, with who asked for one by hand. */
export function recentSyncs(executor: Executor) {
  return executor
    .select({
      id: importRuns.id,
      fileName: importRuns.fileName,
      status: importRuns.status,
      created: importRuns.created,
      updated: importRuns.updated,
      unchanged: importRuns.unchanged,
      unpublished: importRuns.unpublished,
      failed: importRuns.failed,
      startedAt: importRuns.startedAt,
      staffName: staff.name,
    })
    .from(importRuns)
    .leftJoin(staff, eq(staff.id, importRuns.staffId))
    .where(eq(importRuns.origin, 'crm'))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(syncsShown)
}
