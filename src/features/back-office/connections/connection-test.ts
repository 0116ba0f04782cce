import type { Database } from '@/server/db/types'
import {
  activeCrmSettings,
  createConnector,
  createCrmHttp,
  CrmError,
  crmMessage,
  type CrmSettings,
} from '@/features/crm/server'
import type { CrmEnvironment } from '@/features/crm/server'

// A person waits for the answer: one quick retry, not the sync's patient backoff.
const testHttp = () => createCrmHttp({ retries: 1, timeoutMs: 15_000 })

/**
 * The settings in force, or why there are none usable: the key of its message under
 * backOffice.imports.issues (a secret APP_SECRET no longer opens is `crmNotConfigured`).
 */
export async function settingsInForce(
  database: Database,
  environment: CrmEnvironment,
): Promise<{ settings: CrmSettings } | { problem: string }> {
  try {
    const { settings } = await activeCrmSettings(database, environment)
    if (settings) return { settings }
    return { problem: crmMessage(new CrmError('not-configured', 'No CRM is configured')).code }
  } catch (error) {
    if (error instanceof CrmError) return { problem: crmMessage(error).code }
    throw error
  }
}

/**
 * Asks the CRM in force whether its settings work: `ok`, or the CrmError's message key under
 * backOffice.imports.issues (the same words as a failed sync's).
 */
export async function testInForce(database: Database, environment: CrmEnvironment) {
  const inForce = await settingsInForce(database, environment)
  if ('problem' in inForce) return inForce.problem
  try {
    await createConnector(inForce.settings, testHttp()).testConnection()
    return 'ok'
  } catch (error) {
    if (error instanceof CrmError) return crmMessage(error).code
    throw error
  }
}
