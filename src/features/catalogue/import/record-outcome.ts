import type { ObjectStore } from '@/server/storage/object-store'
import type { ImportIssue } from '@/server/db/schema'

/** What happened to one valid-looking record; `invalid` carries the reasons. */
export type RecordOutcome = 'created' | 'updated' | 'unchanged' | { invalid: ImportIssue[] }

export type PhotoOptions = { feedDir: string; media: ObjectStore }
