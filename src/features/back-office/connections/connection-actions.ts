'use server'

import { redirect } from 'next/navigation'
import { env } from '@/lib/env.server'
import { db } from '@/server/db/client'
import { objectStore } from '@/server/storage/shared-store.server'
import { createConnector } from '@/features/crm/server'
import { backOfficeAction, typedValues } from '@/features/back-office/screens/back-office-action'
import { saveConnection } from './connection-changes'
import { keptSecrets } from './connection-queries'
import {
  connectionErrors,
  connectionFormSchema,
  type ConnectionFormState,
} from './connection-schema'
import { startSync } from './connection-sync'
import { settingsInForce, testInForce } from './connection-test'

const shown = ['provider', 'baseUrl', 'username', 'clientId', 'officeId'] as const

/**
 * Saves the CRM connection (admins only). The schema is the browser's, given which secrets are in
 * force now; a refusal comes back with the typed values, never the secrets.
 */
export const saveConnectionAction = backOfficeAction(
  'saveCrmConnection',
  async ({ member, values, url }): Promise<ConnectionFormState> => {
    const environment = env()
    const schema = connectionFormSchema(await keptSecrets(db(), environment))
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      return { errors: connectionErrors(parsed.error), values: typedValues(values, shown) }
    }
    await saveConnection(db(), member, parsed.data, environment)
    redirect(`${await url('connections')}?notice=saved`)
  },
)

/** Asks the CRM in force whether its settings work; the screen says the answer. */
export const testConnectionAction = backOfficeAction(
  'testCrmConnection',
  async ({ url }): Promise<void> => {
    const result = await testInForce(db(), env())
    const query = result === 'ok' ? 'notice=tested' : `problem=${result}`
    redirect(`${await url('connections')}?${query}`)
  },
)

/**
 * Starts a sync with the pull CRM in force and opens the screen again as soon as the sync is
 * recorded (its runs list shows it running); the sync goes on without the admin waiting.
 */
export const syncNowAction = backOfficeAction(
  'syncCrmNow',
  async ({ member, url, audit }): Promise<void> => {
    const inForce = await settingsInForce(db(), env())
    if ('problem' in inForce) redirect(`${await url('connections')}?problem=${inForce.problem}`)
    const connector = createConnector(inForce.settings)
    if (connector.mode !== 'pull') redirect(`${await url('connections')}?notice=push`)
    const started = await startSync({
      db: db(),
      media: objectStore(),
      connector,
      staffId: member.id,
    })
    if (started === 'started') {
      await audit({ action: 'crm.sync', subject: 'crm', after: { provider: connector.provider } })
    }
    redirect(
      `${await url('connections')}?notice=${started === 'started' ? 'sync-started' : 'sync-locked'}`,
    )
  },
)
