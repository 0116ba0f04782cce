// The public entry of this feature for other features: server-only modules (docs/decisions/026-layers.md).
import 'server-only'
export * from './zones/zone-picker-texts.server'
export * from './zones/zones'
export * from './alert-search-summary'
export * from './alert-counts'
