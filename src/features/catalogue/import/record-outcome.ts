import type { ObjectStore } from '@/server/storage/object-store'
/** What happened to one valid-looking record; `invalid` carries the reasons, field first. */
export type RecordOutcome = 'created' | 'updated' | 'unchanged' | { invalid: string[] }

export type PhotoOptions = { feedDir: string; media: ObjectStore; fetchImpl: typeof fetch }
