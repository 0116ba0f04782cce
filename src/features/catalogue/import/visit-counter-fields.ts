import { z } from '@/lib/zod'
import { optional, wholeNumber } from './feed-fields'

const count = optional(wholeNumber(0, 2_000_000_000), null)

/**
 * A property's `VisitCounters` (docs/feed-format.md): the CRM's own counts of views of the
 * listing. Absent, the counts stored before stay; a count left out is not known.
 */
export const visitCounters = optional(
  z.object(
    { Today: count, Week: count, Month: count, Total: count },
    { error: 'must be an object with Today, Week, Month and Total' },
  ),
  null,
)

export type VisitCountersRecord = NonNullable<z.output<typeof visitCounters>>
