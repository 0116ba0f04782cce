import type { Database } from '@/server/db/types'
import { and, eq, inArray, lt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Logger } from 'pino'
import type { Env } from '@/lib/env-schema'
import { sharedPool } from '@/server/db/pool-registry'
import * as schema from '@/server/db/schema'
import type { ObjectStore } from '@/server/storage/object-store'
import { createObjectStore } from '@/server/storage/object-storage'
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
 * attachments/uploads in the object store (by their time of writing, so a CV whose transaction
 * failed to commit goes too), the `form_submissions` rows and the outbox e-mails that repeat the
 * application. Safe to run on several instances at once: every step is idempotent.
 */
export async function sweepExpiredApplications(
  db: Database,
  store: ObjectStore,
  now = new Date(),
): Promise<{ files: number; submissions: number; mails: number }> {
  const cutoff = retentionCutoff(now)
  // A folder's time is its newest file's: storeUpload writes one file per folder.
  const written = new Map<string, Date>()
  for await (const { key, modified } of store.list(uploadsFolder)) {
    // Only the random folders storeUpload creates; anything else was not put there by the site.
    const folder = /^attachments\/uploads\/([0-9a-f]{32})\//.exec(key)?.[1]
    if (!folder) continue
    const newest = written.get(folder)
    if (!newest || modified > newest) written.set(folder, modified)
  }
  let files = 0
  for (const [folder, modified] of written) {
    if (modified >= cutoff) continue
    await store.removeFolder(`${uploadsFolder}/${folder}`)
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
  const store = createObjectStore(env)
  const run = () =>
    sweepExpiredApplications(db, store)
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
