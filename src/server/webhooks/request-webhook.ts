import type { Executor } from '@/server/db/types'
import type { Language } from '@/lib/i18n/languages'
import { enqueueCrmWebhook } from './crm-webhook'
import { requestPayload } from './lead-payload'

/** `request.accepted` for a stored submission, in its transaction (every form kind). */
export async function enqueueRequestWebhook(
  tx: Executor,
  submissionId: number,
): Promise<number | null> {
  const request = await requestPayload(tx, submissionId)
  return enqueueCrmWebhook(tx, {
    event: 'request.accepted',
    id: request.id,
    language: request.language as Language,
    kind: request.kind,
    payload: { request },
  })
}
