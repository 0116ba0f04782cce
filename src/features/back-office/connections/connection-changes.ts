import { eq, sql } from 'drizzle-orm'
import { crmConnection } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { resetSyncState, sealCrmSecret, type CrmEnvironment } from '@/features/crm/server'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import { providerFields, type ConnectionInput } from './connection-schema'

type Stored = {
  provider: string
  baseUrl: string | null
  username: string | null
  password: string | null
  clientId: string | null
  clientSecret: string | null
  officeId: string | null
}

/** The settings before the save, secrets sealed: the screen's row, else the environment's. */
async function storedNow(tx: Pick<Database, 'select'>, environment: CrmEnvironment) {
  const [row] = await tx.select().from(crmConnection).where(eq(crmConnection.id, 1))
  if (row) {
    return {
      source: 'screen' as const,
      stored: {
        provider: row.provider,
        baseUrl: row.baseUrl,
        username: row.username,
        password: row.passwordSealed,
        clientId: row.clientId,
        clientSecret: row.clientSecretSealed,
        officeId: row.officeId,
      },
    }
  }
  const sealed = (kind: 'password' | 'clientSecret', value: string | undefined) =>
    value ? sealCrmSecret(kind, value) : null
  return {
    source: environment.CRM_PROVIDER ? ('environment' as const) : ('none' as const),
    stored: {
      provider: environment.CRM_PROVIDER ?? 'none',
      baseUrl: environment.CRM_BASE_URL ?? null,
      username: environment.CRM_USERNAME ?? null,
      password: sealed('password', environment.CRM_PASSWORD),
      clientId: environment.CRM_CLIENT_ID ?? null,
      clientSecret: sealed('clientSecret', environment.CRM_CLIENT_SECRET),
      officeId: environment.CRM_OFFICE_ID ?? null,
    },
  }
}

/** What the audit log keeps of the settings: never a credential, only whether it changed. */
const audited = (settings: Stored, source?: string) => ({
  ...(source ? { source } : {}),
  provider: settings.provider,
  baseUrl: settings.baseUrl,
  officeId: settings.officeId,
})

function credentialChange(before: string | null, after: string | null, kept: boolean) {
  if (after === null) return before === null ? 'none' : 'removed'
  if (kept) return 'unchanged'
  return before === null ? 'set' : 'changed'
}

/**
 * Saves the CRM connection as the one in force, in one transaction with its audit row. A field
 * the provider does not use is not stored; an empty password or client secret keeps the one in
 * force (the screen's, or the environment's, sealed now). A new provider starts its sync afresh.
 */
export async function saveConnection(
  database: Database,
  member: StaffMember,
  input: ConnectionInput,
  environment: CrmEnvironment,
): Promise<void> {
  const providerChanged = await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('crm_connection'))`)
    const { source, stored: before } = await storedNow(tx, environment)
    const uses = new Set(providerFields[input.provider])
    const plain = (field: 'baseUrl' | 'username' | 'clientId' | 'officeId') =>
      uses.has(field) && input[field] !== '' ? input[field] : null
    const secret = (field: 'password' | 'clientSecret') => {
      if (!uses.has(field)) return { value: null, kept: false }
      if (input[field] !== '') return { value: sealCrmSecret(field, input[field]), kept: false }
      return { value: before[field], kept: before[field] !== null }
    }
    const password = secret('password')
    const clientSecret = secret('clientSecret')
    const after: Stored = {
      provider: input.provider,
      baseUrl: plain('baseUrl'),
      username: plain('username'),
      password: password.value,
      clientId: plain('clientId'),
      clientSecret: clientSecret.value,
      officeId: plain('officeId'),
    }
    const values = {
      provider: after.provider,
      baseUrl: after.baseUrl,
      username: after.username,
      passwordSealed: after.password,
      clientId: after.clientId,
      clientSecretSealed: after.clientSecret,
      officeId: after.officeId,
      updatedBy: member.id,
    }
    await tx
      .insert(crmConnection)
      .values(values)
      .onConflictDoUpdate({
        target: crmConnection.id,
        set: { ...values, updatedAt: sql`clock_timestamp()` },
      })
    await recordAudit(tx, {
      staffId: member.id,
      action: 'crm.save',
      subject: 'crm',
      before: audited(before, source),
      after: {
        ...audited(after),
        username: credentialChange(
          before.username,
          after.username,
          after.username === before.username,
        ),
        password: credentialChange(before.password, after.password, password.kept),
        clientId: credentialChange(
          before.clientId,
          after.clientId,
          after.clientId === before.clientId,
        ),
        clientSecret: credentialChange(before.clientSecret, after.clientSecret, clientSecret.kept),
      },
    })
    return before.provider !== after.provider
  })
  // Where the sync stood belongs to the CRM it asked: another one is synced from the start.
  if (providerChanged) await resetSyncState(database)
}
