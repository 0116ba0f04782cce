// The public entry of this feature for other features' server code (the back office's Connections
// screen): the settings in force, the connectors, the sync (docs/decisions/026-layers.md).
import 'server-only'
export { activeCrmSettings, sealCrmSecret } from './config/crm-settings.server'
export type {
  ActiveCrmSettings,
  CrmEnvironment,
  CrmSettingsSource,
} from './config/crm-settings.server'
export { createConnector, defaultBaseUrls } from './providers'
export { createCrmHttp } from './http/crm-http'
export { CrmError } from './crm-error'
export { runSync, resetSyncState } from './sync/run-sync'
export { storeAgentPortrait } from './sync/agent-photo'
export type { SyncOutcome } from './sync/run-sync'
export { crmErrorMessageCodes, crmMessage } from './sync/sync-messages'
export { sweepBrightWebhookPath } from './sweepbright/sweepbright-webhook-path'
export type { CrmProvider, CrmSettings } from './connector'
