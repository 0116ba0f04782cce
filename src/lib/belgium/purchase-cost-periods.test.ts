import { describe, expect, it } from 'vitest'
import {
  currentPurchaseCostPeriod,
  purchaseCostPeriodOn,
  purchaseCostPeriodsSchema,
  type PurchaseCostRules,
} from './purchase-cost-periods'
import file from './purchase-cost-rules.json'

const first = purchaseCostPeriodsSchema.parse(file).periods[0]!
/** A later period, as an agency adds one when a rate changes: only its data differs. */
const rulesFrom = (from: string, flemishOwnHome: number): PurchaseCostRules => ({
  ...first,
  from,
  registrationDuties: {
    ...first.registrationDuties,
    Flanders: { ownHomeRate: flemishOwnHome, rate: 0.12 },
  },
})
const known = [rulesFrom('2025-01-01', 0.02), rulesFrom('2027-01-01', 0.015)]

describe('purchaseCostPeriodOn', () => {
  it('has no rules before the first period begins', () => {
    expect(purchaseCostPeriodOn('2024-12-31', known)).toBeNull()
  })

  it('applies a period from its first day, ending the day before the next one begins', () => {
    const onFirstDay = purchaseCostPeriodOn('2025-01-01', known)
    expect(onFirstDay?.from).toBe('2025-01-01')
    expect(onFirstDay?.until).toBe('2026-12-31')
    expect(purchaseCostPeriodOn('2026-12-31', known)?.rules.registrationDuties.Flanders).toEqual({
      ownHomeRate: 0.02,
      rate: 0.12,
    })
  })

  it('switches to the next period on its first day, which has no end while none follows', () => {
    const next = purchaseCostPeriodOn('2027-01-01', known)
    expect(next?.from).toBe('2027-01-01')
    expect(next?.until).toBeUndefined()
    expect(next?.rules.registrationDuties.Flanders.ownHomeRate).toBe(0.015)
    expect(purchaseCostPeriodOn('2031-06-30', known)?.from).toBe('2027-01-01')
  })

  it('takes the day on the Brussels clock, not UTC', () => {
    // 31 December 2026, 23:30 UTC is already 1 January 2027 in Brussels (UTC+1).
    const lateEvening = new Date('2026-12-31T23:30:00Z')
    const shipped = purchaseCostPeriodOn('2027-01-01')
    expect(currentPurchaseCostPeriod(lateEvening)?.from).toBe(shipped?.from)
    expect(currentPurchaseCostPeriod(new Date('2024-12-31T22:59:00Z'))).toBeNull()
    expect(currentPurchaseCostPeriod(new Date('2024-12-31T23:00:00Z'))?.from).toBe('2025-01-01')
  })
})

describe('purchase-cost-rules.json', () => {
  it('refuses periods out of order or on the same day', () => {
    const twice = { periods: [first, first] }
    expect(purchaseCostPeriodsSchema.safeParse(twice).success).toBe(false)
    const reversed = { periods: [rulesFrom('2027-01-01', 0.02), first] }
    expect(purchaseCostPeriodsSchema.safeParse(reversed).success).toBe(false)
  })
})
