// The public entry of this feature for other features: server-only modules (docs/decisions/026-layers.md).
import 'server-only'
export * from './detail/load-property.server'
export * from './list/type-options.server'
export { recordedImport } from './import/import-runs'
export type { RecordedImport } from './import/import-runs'
