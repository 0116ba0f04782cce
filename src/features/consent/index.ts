// The public entry of this feature for other features: modules safe in server and browser code (docs/decisions/026-layers.md).
export * from './consent-dialog'
export * from './consent-settings-button'
