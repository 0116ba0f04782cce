// The public entry of this feature for other features: modules safe in server and browser code (docs/decisions/026-layers.md).
export * from './zones/zone-picker'
export * from './zones/zone-picker-texts'
export * from './zones/zone-tokens'
export * from './alert-search'
