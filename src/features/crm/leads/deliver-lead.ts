import { z } from '@/lib/zod'
import { supportedLanguages } from '@/lib/i18n/languages'
import type { Env } from '@/lib/env-schema'
import type { Database } from '@/server/db/types'
import type { CrmConnector, CrmLead } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { activeCrmSettings } from '@/features/crm/config/crm-settings.server'
import { crmIdOf } from '@/features/crm/sync/crm-records'

// The request object as src/server/webhooks/lead-payload.ts writes it into the outbox row.
const about = z.object({ id: z.number(), reference: z.string().nullable() }).nullable()
const storedLead = z.object({
  id: z.string(),
  kind: z.string(),
  language: z.enum(supportedLanguages),
  createdAt: z.string(),
  person: z.object({
    title: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  property: about,
  project: about,
  fields: z.record(z.string(), z.unknown()),
})

type LeadRow = { toAddress: string; textBody: string }

/**
 * Hands one queued lead to the CRM it was queued for, with the CRM ids of its listing or project
 * (a listing the CRM never gave has none: the lead goes as a general contact naming its reference).
 * Throws when the CRM did not take it; the outbox retries later and keeps it after the last try.
 */
export async function deliverLead(
  db: Database,
  env: Env,
  row: LeadRow,
  connectorFor: (
    settings: NonNullable<Awaited<ReturnType<typeof activeCrmSettings>>['settings']>,
  ) => CrmConnector,
): Promise<void> {
  const { settings } = await activeCrmSettings(db, env)
  if (!settings || settings.provider !== row.toAddress) {
    throw new CrmError(
      'not-configured',
      `the lead was queued for ${row.toAddress}, which is no longer the configured CRM`,
      { provider: row.toAddress },
    )
  }
  const stored = storedLead.parse(JSON.parse(row.textBody))
  const crmId = async (kind: 'property' | 'project', reference: string | null) =>
    reference === null ? null : crmIdOf(db, settings.provider, kind, reference)
  const lead: CrmLead = {
    ...stored,
    property: stored.property && {
      reference: stored.property.reference,
      crmId: await crmId('property', stored.property.reference),
    },
    project: stored.project && {
      reference: stored.project.reference,
      crmId: await crmId('project', stored.project.reference),
    },
  }
  await connectorFor(settings).sendLead(lead)
}
