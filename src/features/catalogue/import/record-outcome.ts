import type { Database } from '../../../server/db/client'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What happened to one valid-looking record; `invalid` carries the reasons, field first. */
export type RecordOutcome = 'created' | 'updated' | 'unchanged' | { invalid: string[] }

export type PhotoOptions = { feedDir: string; mediaDir: string; fetchImpl: typeof fetch }
