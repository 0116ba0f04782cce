import { eq } from 'drizzle-orm'
import type { Env } from '@/lib/env-schema'
import { crmConnection } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import { openSecret, sealSecret } from '@/server/secrets/sealed-secret'
import { crmProviders, type CrmProvider, type CrmSettings } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'

// Sealed with APP_SECRET like the webhook secret (decision 041): a dump alone does not give them.
const purposes = { password: 'crm-password', clientSecret: 'crm-client-secret' } as const

export const sealCrmSecret = (kind: keyof typeof purposes, secret: string) =>
  sealSecret(purposes[kind], secret)

function open(kind: keyof typeof purposes, stored: string | null): string | null {
  if (stored === null) return null
  try {
    return openSecret(purposes[kind], stored)
  } catch {
    throw new CrmError(
      'not-configured',
      'The CRM credentials cannot be read (APP_SECRET changed?): enter them again on the Connections screen',
      { setting: kind },
    )
  }
}

const isProvider = (value: string): value is CrmProvider =>
  (crmProviders as readonly string[]).includes(value)

/** Where the settings in force come from: the Connections screen, the environment, or nowhere. */
export type CrmSettingsSource = 'screen' | 'environment' | 'none'

export type ActiveCrmSettings = { source: CrmSettingsSource; settings: CrmSettings | null }

/**
 * The CRM settings in force: the Connections screen's once an admin saved them (its "none" turns
 * the CRM off whatever the environment says), else the environment's CRM_* values. Read at every
 * sync and delivery, so a change applies without a restart. `baseUrl` is empty when not set: the
 * connector then uses its vendor's public root.
 */
/** The environment's CRM_* values: what applies while the Connections screen has saved nothing. */
export type CrmEnvironment = Pick<
  Env,
  | 'CRM_PROVIDER'
  | 'CRM_BASE_URL'
  | 'CRM_USERNAME'
  | 'CRM_PASSWORD'
  | 'CRM_CLIENT_ID'
  | 'CRM_CLIENT_SECRET'
  | 'CRM_OFFICE_ID'
>

export async function activeCrmSettings(
  db: Executor,
  env: CrmEnvironment,
): Promise<ActiveCrmSettings> {
  const [row] = await db.select().from(crmConnection).where(eq(crmConnection.id, 1))
  if (row) {
    if (!isProvider(row.provider)) return { source: 'screen', settings: null }
    return {
      source: 'screen',
      settings: {
        provider: row.provider,
        baseUrl: row.baseUrl ?? '',
        username: row.username,
        password: open('password', row.passwordSealed),
        clientId: row.clientId,
        clientSecret: open('clientSecret', row.clientSecretSealed),
        officeId: row.officeId,
      },
    }
  }
  if (!env.CRM_PROVIDER) return { source: 'none', settings: null }
  return {
    source: 'environment',
    settings: {
      provider: env.CRM_PROVIDER,
      baseUrl: env.CRM_BASE_URL ?? '',
      username: env.CRM_USERNAME ?? null,
      password: env.CRM_PASSWORD ?? null,
      clientId: env.CRM_CLIENT_ID ?? null,
      clientSecret: env.CRM_CLIENT_SECRET ?? null,
      officeId: env.CRM_OFFICE_ID ?? null,
    },
  }
}
