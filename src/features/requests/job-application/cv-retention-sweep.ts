import type { Database } from '@/server/db/types'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, lt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Logger } from 'pino'
import type { Env } from '@/lib/env-schema'
import { sharedPool } from '@/server/db/pool-registry'
import * as schema from '@/server/db/schema'
import { uploadsFolder } from '@/lib/forms/uploads/upload-limits'
import { cvRetentionMonths } from './cv-retention'

const day = 24 * 60 * 60 * 1000

/** The moment before which applications are past their retention period. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - cvRetentionMonths)
  return cutoff
}

/**
 * Deletes what a job application left once its retention period is over: the CV folders under
 * DATA_DIR/attachments/uploads (by their time of writing, so a CV whose transaction failed to
 * commit goes too), the `form_submissions` rows and the outbox e-mails that repeat the
 * application. Safe to run on several instances at once: every step is idempotent.
 */
export async function sweepExpiredApplications(
  db: Database,
  dataDir: string,
  now = new Date(),
): Promise<{ files: number; submissions: number; mails: number }> {
  const cutoff = retentionCutoff(now)
  const root = path.resolve(dataDir, uploadsFolder)
  let files = 0
  for (const name of await readdir(root).catch(() => [])) {
    // Only the random folders storeUpload creates; anything else was not put there by the site.
    if (!/^[0-9a-f]{32}$/.test(name)) continue
    const folder = path.join(root, name)
    const written = await stat(folder).catch(() => null)
    if (!written || written.mtime >= cutoff) continue
    await rm(folder, { recursive: true, force: true })
    files += 1
  }
  const submissions = await db
    .delete(schema.formSubmissions)
    .where(
      and(
        eq(schema.formSubmissions.kind, 'job-application'),
        lt(schema.formSubmissions.createdAt, cutoff),
      ),
    )
    .returning({ id: schema.formSubmissions.id })
  const mails = await db
    .delete(schema.outboxMessages)
    .where(
      and(
        inArray(schema.outboxMessages.kind, ['job-application', 'job-application-confirmation']),
        lt(schema.outboxMessages.createdAt, cutoff),
      ),
    )
    .returning({ id: schema.outboxMessages.id })
  return { files, submissions: submissions.length, mails: mails.length }
}

export type CvRetention = { stop(): void }

/**
 * Runs the sweep at start and then once a day in this process (src/server/main.ts, next to the
 * mail worker and the demand alerts). The site has no shared job scheduler; a daily pass is
 * precise enough for a period counted in months.
 */
export function startCvRetention(env: Env, log: Logger): CvRetention {
  const db = drizzle(sharedPool(), { schema })
  const run = () =>
    sweepExpiredApplications(db, env.DATA_DIR)
      .then((deleted) => {
        if (deleted.files + deleted.submissions + deleted.mails > 0) {
          log.info(deleted, 'expired job applications deleted')
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'job application retention failed'))
  void run()
  const timer = setInterval(() => void run(), day)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
