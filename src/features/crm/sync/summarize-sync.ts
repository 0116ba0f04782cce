import { summarizeReport } from '@/features/catalogue/node'
import type { SyncOutcome } from './run-sync'

/** One line for the console and the log: what the sync did, and why it stopped if it did. */
export function summarizeSync(outcome: SyncOutcome): string {
  if (outcome.status === 'locked') return 'another instance is syncing; nothing done here'
  const agents = `agents: ${outcome.agents.added} added, ${outcome.agents.updated} updated`
  const done = `${summarizeReport(outcome.report)}; ${agents}`
  if (outcome.status === 'done') return `${outcome.full ? 'full sync' : 'sync'} done. ${done}`
  const verb = outcome.status === 'refused' ? 'refused' : 'failed'
  return `${verb}: ${outcome.message ?? 'unknown error'}. Before that: ${done}`
}
