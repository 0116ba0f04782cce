import { lt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Logger } from 'pino'
import type { Env } from '@/lib/env-schema'
import { sharedPool } from '@/server/db/pool-registry'
import * as schema from '@/server/db/schema'
import type { Database } from '@/server/db/types'

const day = 24 * 60 * 60 * 1000

/**
 * Deletes the audit entries older than `days` (AUDIT_RETENTION_DAYS) and returns how many went.
 * Safe to run on several instances at once: a second pass finds nothing left to delete.
 */
export async function sweepExpiredAudit(
  db: Database,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * day)
  const deleted = await db
    .delete(schema.auditLog)
    .where(lt(schema.auditLog.createdAt, cutoff))
    .returning({ id: schema.auditLog.id })
  return deleted.length
}

export type AuditRetention = { stop(): void }

/**
 * Runs the sweep at start and then once a day in this process (src/server/main.ts, like the job
 * applications' retention): a daily pass is precise enough for a period counted in days.
 */
export function startAuditRetention(env: Env, log: Logger): AuditRetention {
  const db = drizzle(sharedPool(), { schema })
  const run = () =>
    sweepExpiredAudit(db, env.AUDIT_RETENTION_DAYS)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired audit entries deleted')
      })
      .catch((error: unknown) => log.error({ err: error }, 'audit retention failed'))
  void run()
  const timer = setInterval(() => void run(), day)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
