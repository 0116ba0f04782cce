// The public entry of this feature for code that runs outside Next as well (commands, the process
// entry src/server/main.ts, the CRM sync they start): nothing here is marked server-only, which
// throws outside React Server Components (docs/decisions/026-layers.md).
export { recordedImport, startImportRun } from './import/import-runs'
export type { ImportRunHandle, RecordedImport } from './import/import-runs'
export { importFeed, InvalidFeedError, MassUnpublishError } from './import/import-feed'
export { emptySection, mergeReport, summarizeReport } from './import/report'
export type { ImportReport } from './import/report'
export type { FeedProjectInput, FeedPropertyInput } from './import/feed-schema'
export { downloadPhoto, PhotoError } from './import/photo-source'
