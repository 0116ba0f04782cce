import type { ImportReport } from '@/features/catalogue/node'
import type { ImportMessage } from '@/server/db/schema'
import type { CrmSkip } from '@/features/crm/connector'
import type { CrmError } from '@/features/crm/crm-error'

/** A CRM failure as a run's reason: the back office says it with `imports.reasons.crm-<code>`. */
export const crmMessage = (error: CrmError): ImportMessage => ({
  code: `crm-${error.code}`,
  params: error.params,
  text: error.message,
})

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
