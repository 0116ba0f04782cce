import { logger } from '@/lib/logger'
import { runSync } from '@/features/crm/server'

type SyncRequest = Omit<Parameters<typeof runSync>[0], 'log'>

/**
 * Starts a sync and answers once it is recorded as a run (`started`: the runs list shows it
 * running), or at once when another sync holds the lock (`locked`); the sync itself goes on after
 * the answer, however long it takes, and records how it ended in its run. A failure before the
 * run exists is thrown to the caller.
 */
export function startSync(request: SyncRequest): Promise<'started' | 'locked'> {
  return new Promise((resolve, reject) => {
    let recorded = false
    // runSync's first progress line comes right after it recorded the run.
    const log = () => {
      if (recorded) return
      recorded = true
      resolve('started')
    }
    runSync({ ...request, log }).then(
      (outcome) => resolve(outcome.status === 'locked' ? 'locked' : 'started'),
      (error: unknown) => {
        // After the run exists, runSync marked it failed: the screen shows that; this is the why.
        if (recorded)
          logger.error({ err: error }, 'CRM sync started on the Connections screen failed')
        else reject(error)
      },
    )
  })
}
