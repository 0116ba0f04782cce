// The public entry of this feature for other features: modules safe in server and browser code (docs/decisions/026-layers.md).
export * from './site-frame'
export * from './standalone-page'
