import type { ImportReport } from '@/features/catalogue/node'
import type { ImportMessage } from '@/server/db/schema'
import type { CrmSkip } from '@/features/crm/connector'
import type { MassUnpublishError } from '@/features/catalogue/node'
import type { CrmError, CrmErrorCode } from '@/features/crm/crm-error'

// Each a message of backOffice.imports.issues, like the feed's codes.
const codes: Record<CrmErrorCode, string> = {
  auth: 'crmAuth',
  unreachable: 'crmUnreachable',
  timeout: 'crmTimeout',
  'rate-limited': 'crmRateLimited',
  server: 'crmServer',
  'invalid-response': 'crmInvalidResponse',
  refused: 'crmRefused',
  'not-configured': 'crmNotConfigured',
}

/** Every message code a CrmError is said with. */
export const crmErrorMessageCodes: readonly string[] = Object.values(codes)

/** A CRM failure as a run's reason, said in the operator's language by the back office. */
export const crmMessage = (error: CrmError): ImportMessage => ({
  code: codes[error.code],
  params: error.params,
  text: error.message,
})

/**
 * A sync that would take too much offline, said for a CRM: the feed's message tells to import the
 * file again, an operator of a CRM runs the sync with --allow-unpublish instead.
 */
export function crmMassUnpublish(error: MassUnpublishError) {
  const { kind, gone, published, maxShare } = error
  const share = Math.round((gone / published) * 100)
  const allowed = Math.round(maxShare * 100)
  const message =
    `The CRM no longer lists ${gone} of the ${published} published ${kind} (${share} %), more ` +
    `than the allowed ${allowed} %. Nothing was taken offline. If the agency really removed ` +
    'them, run npm run crm -- sync --full --allow-unpublish.'
  return {
    message,
    reasons: [
      {
        code: 'crmMassUnpublish',
        params: { kind, gone, published, share, allowed },
        text: message,
      },
    ],
  }
}

/** Records the connector could not read become the run's failed records, with the CRM's id. */
export function skippedRecords(report: ImportReport, skipped: CrmSkip[]): void {
  for (const skip of skipped) {
    const section = skip.kind === 'project' ? report.projects : report.properties
    const text = `CRM record ${skip.crmId}: ${skip.reason}`
    section.invalid.push({
      reference: skip.crmId,
      index: section.invalid.length,
      errors: [text],
      issues: [{ field: '(record)', code: 'crmUnreadable', params: { reason: skip.reason }, text }],
    })
  }
}

/** Agents whose CRM photo could not be used: notes of the run, in the operator's language. */
export function agentPhotoNotes(
  report: ImportReport,
  failures: { name: string; reason: string }[],
): void {
  for (const { name, reason } of failures) {
    const text = `agent ${name}: the CRM's photo was not used (${reason})`
    report.warnings.push(text)
    report.notes.push({ code: 'crmAgentPhoto', params: { name, reason }, text })
  }
}
