import type { ConnectorDeps, CrmLead, CrmPage, PushConnector } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { createSweepBrightClient, type SweepBrightAnswer } from './sweepbright-client'
import { estateSchema } from './sweepbright-estate'
import { sweepBrightPaths } from './sweepbright-fields'
import { generalContact, leadCall } from './sweepbright-leads'
import { mapEstate } from './sweepbright-mapping'

/** A short reason from SweepBright's 422 body `{"errors": {field: [messages]}}` (§3.4). */
function refusalDetail(body: unknown): string {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : null
  if (errors && typeof errors === 'object') {
    const lines = Object.entries(errors).map(
      ([field, messages]) => `${field}: ${[messages].flat().map(String).join(' ')}`,
    )
    if (lines.length > 0) return lines.join('; ').slice(0, 300)
  }
  return 'the request was refused'
}

function unexpected(label: string, answer: SweepBrightAnswer): CrmError {
  return new CrmError('invalid-response', `${label}: unexpected status ${answer.status}`, {
    label,
    status: answer.status,
  })
}

/**
 * SweepBright (reference §3): it pushes webhooks; the runner calls `fetchOne` for the estate of
 * each, reports the listing's URL back, and sends leads here.
 */
export function createSweepBrightConnector(
  deps: ConnectorDeps,
  options: { now?: () => number } = {},
): PushConnector {
  const client = createSweepBrightClient({ ...deps, now: options.now })
  const officeId = deps.settings.officeId

  async function fetchEstate(id: string) {
    const answer = await client.call('GET', sweepBrightPaths.estate(id))
    // §3.6: unknown, withdrawn, or outside the hour after its webhook.
    if (answer.status === 404) return null
    if (answer.status !== 200) throw unexpected('GET estates/{id}', answer)
    const parsed = estateSchema.safeParse(answer.body)
    if (!parsed.success) {
      throw new CrmError('invalid-response', 'GET estates/{id}: the answer is not an estate', {
        label: 'GET estates/{id}',
      })
    }
    return parsed.data
  }

  async function post(call: { path: string; body: Record<string, unknown> }) {
    return client.call('POST', call.path, call.body)
  }

  function checkLeadAnswer(answer: SweepBrightAnswer) {
    if (answer.status >= 200 && answer.status < 300) return
    if (answer.status === 422 || answer.status === 400) {
      const detail = refusalDetail(answer.body)
      throw new CrmError('refused', `SweepBright refused the lead: ${detail}`, { detail })
    }
    throw unexpected('POST contacts', answer)
  }

  return {
    provider: 'sweepbright',
    mode: 'push',

    async testConnection() {
      await client.authenticate()
    },

    // The Website API has no users list: the pages fetchOne returns name their negotiators.
    async agents() {
      return []
    },

    async fetchOne(crmId, context): Promise<CrmPage | null> {
      const estate = await fetchEstate(crmId)
      if (!estate) return null
      // A unit is fetched through its project, so that its ProjectReference and its siblings are
      // right; a unit whose project is gone stands alone.
      if (estate.project_id && !estate.is_project) {
        const project = await fetchEstate(estate.project_id)
        if (project?.is_project) return mapEstate(project, context)
      }
      return mapEstate(estate, context)
    },

    async reportUrl(crmId, url) {
      const answer = await client.call('PUT', sweepBrightPaths.estateUrl(crmId), { url })
      if (answer.status >= 200 && answer.status < 300) return
      if (answer.status === 404 || answer.status === 422) {
        const detail = answer.status === 404 ? 'the estate is unknown' : refusalDetail(answer.body)
        throw new CrmError('refused', `PUT estates/{id}/url: ${detail}`, { detail })
      }
      throw unexpected('PUT estates/{id}/url', answer)
    },

    async sendLead(lead: CrmLead) {
      const call = leadCall(lead, officeId)
      const answer = await post(call)
      // The listing's estate is gone from SweepBright: the lead still reaches the agency.
      if (answer.status === 404 && call.path !== generalContact(lead, officeId).path) {
        return checkLeadAnswer(await post(generalContact(lead, officeId)))
      }
      checkLeadAnswer(answer)
    },
  }
}
