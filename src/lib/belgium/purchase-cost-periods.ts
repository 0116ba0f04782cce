import { z } from '@/lib/zod'
import { addCalendarDays, brusselsWallClock } from './brussels-clock'
import { regions } from './region'
import file from './purchase-cost-rules.json'

const rate = z.number().min(0).max(1)
const source = z.object({ name: z.string().min(1), date: z.iso.date(), url: z.url().optional() })

const rulesSchema = z.object({
  /** The first day (Brussels calendar) the rules apply; they apply until the next period's. */
  from: z.iso.date(),
  registrationDuties: z.record(
    z.enum(regions),
    z.object({
      ownHomeRate: rate,
      rate,
      abatement: z
        .object({ amount: z.number().positive(), maxPrice: z.number().positive() })
        .optional(),
    }),
  ),
  vatRate: rate,
  /** Brackets by their upper bound; the last one (null) has none. */
  notaryFeeScale: z.array(z.object({ upTo: z.number().positive().nullable(), rate })).min(1),
  /** Estimated notary office costs, excluding VAT. */
  notaryOfficeCosts: z.number().min(0),
  /** Writing duty and transcription at the land registry, no VAT. */
  governmentCharges: z.number().min(0),
  /**
   * The rules shown with the estimate: `date` is when a rule took effect, or for long-standing
   * rules (VAT, the notary scale) the date of the published version used.
   */
  sources: z.object({
    Flanders: source,
    Wallonia: source,
    Brussels: source,
    vat: source,
    notary: source,
  }),
})
export type PurchaseCostRules = z.infer<typeof rulesSchema>

/** The periods of purchase-cost-rules.json, each starting on a later day than the one before. */
export const purchaseCostPeriodsSchema = z.object({
  periods: z
    .array(rulesSchema)
    .min(1)
    .refine(
      (periods) => periods.every((period, i) => i === 0 || periods[i - 1]!.from < period.from),
      'periods must be in order of their first day, each on a different day',
    ),
})

/** The rules of one period and its days: `until` is its last day, when a later period is known. */
export type PurchaseCostPeriod = { from: string; until?: string; rules: PurchaseCostRules }

const periods = purchaseCostPeriodsSchema.parse(file).periods

/**
 * The period that applies on `day` ('YYYY-MM-DD', the Brussels calendar): the last one that has
 * begun. Null before the first period, for which no rules are known.
 */
export function purchaseCostPeriodOn(
  day: string,
  known: readonly PurchaseCostRules[] = periods,
): PurchaseCostPeriod | null {
  const index = known.findLastIndex((period) => period.from <= day)
  if (index < 0) return null
  const rules = known[index]!
  const next = known[index + 1]
  return { from: rules.from, ...(next ? { until: addCalendarDays(next.from, -1) } : {}), rules }
}

/** The period that applies today on Belgian calendars. */
export const currentPurchaseCostPeriod = (now = new Date()) =>
  purchaseCostPeriodOn(brusselsWallClock(now).day)
