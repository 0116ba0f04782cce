import { CrmError } from '@/features/crm/crm-error'
import type { OmnicasaClient, OmnicasaItem } from './omnicasa-client'
import { historyOperations, historyParameters, pageSize, visitStatistic } from './omnicasa-fields'
import {
  historyOf,
  visitCountersOf,
  type HistoryRow,
  type VisitCounters,
} from './omnicasa-owner-mapping'

/**
 * An owner operation the CRM refuses (not in the agency's contract) or answers in a shape the
 * field map cannot read gives nothing for this listing, rather than failing the sync: the
 * listing itself still imports, and what the site stored before stays. Other failures (the CRM
 * unreachable, credentials refused) fail the page, as any call does.
 */
async function orNothing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (
      error instanceof CrmError &&
      (error.code === 'refused' || error.code === 'invalid-response')
    )
      return null
    throw error
  }
}

const idParameter = (crmId: string) => (/^\d+$/.test(crmId) ? Number(crmId) : crmId)

/**
 * A listing's owner history (visits, communications, portal publications, §5.3) and the CRM's
 * visit counters: three paged history calls and one statistics call. `fromDate` (Omnicasa's
 * date form) limits the rows to the recent ones; without it every row is asked for.
 */
export async function ownerDataOf(
  client: OmnicasaClient,
  crmId: string,
  fromDate: string | undefined,
): Promise<{ OwnerHistory: HistoryRow[]; VisitCounters?: VisitCounters }> {
  const rows = []
  for (const source of historyOperations) {
    const items = await orNothing(async () => {
      const list: OmnicasaItem[] = []
      const params = {
        [historyParameters.objectId]: idParameter(crmId),
        [historyParameters.fromDate]: fromDate,
      }
      for await (const page of client.pages(source.operation, params, pageSize)) {
        list.push(...page.items)
      }
      return list
    })
    if (items) rows.push({ source, items })
  }
  const statistic = await orNothing(() =>
    client.call(visitStatistic.operation, { [visitStatistic.idParameter]: idParameter(crmId) }),
  )
  const counters = visitCountersOf(statistic)
  return { OwnerHistory: historyOf(rows), ...(counters ? { VisitCounters: counters } : {}) }
}
