import { z } from '@/lib/zod'
import {
  agencySource,
  ownerHistoryLimits as limits,
  ownerHistoryTypes,
} from '@/lib/owner-history/owner-history-rules'
import { code, expected, optional, text } from './feed-fields'

/** One row of a property's `OwnerHistory` (docs/feed-format.md). */
const historyEntry = z.object(
  {
    Key: code(64),
    Date: z.iso.datetime({
      offset: true,
      error: expected('must be an ISO 8601 date-time with its zone'),
    }),
    Type: z.enum(ownerHistoryTypes, {
      error: expected(`must be one of ${ownerHistoryTypes.join(', ')}`),
    }),
    Contact: optional(text(limits.contact), null),
    Subject: text(limits.subject),
    Comment: optional(text(limits.comment), null),
    Status: optional(text(limits.status), null),
    Source: optional(text(limits.source), agencySource),
  },
  { error: 'must be an object with the fields of a history row' },
)

export type OwnerHistoryEntry = z.output<typeof historyEntry>

/** A property's history rows, each with a Key of its own within the property. */
export const ownerHistoryList = optional(
  z
    .array(historyEntry, { error: 'must be a list of history rows' })
    .max(1000, { error: 'must hold at most 1000 history rows' })
    .superRefine((entries, context) => {
      const seen = new Set<string>()
      entries.forEach((entry, index) => {
        if (seen.has(entry.Key)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'Key'],
            message: `${entry.Key} appears more than once in this property's history`,
            params: { code: 'duplicateHistoryKey', key: entry.Key },
          })
        }
        seen.add(entry.Key)
      })
    }),
  [],
)
