import { describe, expect, it } from 'vitest'
import { purchaseCostPeriodOn } from './purchase-cost-periods'
import { estimatePurchaseCosts as estimate2025, notaryFee } from './purchase-costs'

// The rules of the first period of purchase-cost-rules.json, whose figures these cases check.
const period = purchaseCostPeriodOn('2025-06-01')!
const estimatePurchaseCosts = (input: Omit<Parameters<typeof estimate2025>[0], 'period'>) =>
  estimate2025({ ...input, period })

const line = (estimate: ReturnType<typeof estimatePurchaseCosts>, key: string) =>
  estimate?.lines.find((entry) => entry.key === key)

describe('notaryFee (legal degressive scale)', () => {
  it.each([
    // 7,500 × 4.56 %
    [5_000, 228],
    [7_500, 342],
    // 342 + 285 + 285 + 264.9645 + 212.04 + 905 × 0.57 % = 1,394.1630 (notaris.be example: 1,394.16)
    [65_000, 1_394.16],
    // up to 64,095: 1,389.0045; + 185,905 × 0.57 % = 1,059.6585 → 2,448.663
    [250_000, 2_448.66],
    // up to 250,095: 2,449.2045
    [250_095, 2_449.2],
    // 2,449.2045 + 49,905 × 0.057 % = 28.44585 → 2,477.65035
    [300_000, 2_477.65],
    // 2,449.2045 + 149,905 × 0.057 % = 85.44585 → 2,534.65035
    [400_000, 2_534.65],
    // 2,449.2045 + 749,905 × 0.057 % = 427.44585 → 2,876.65035
    [1_000_000, 2_876.65],
  ])('is %d → %d', (price, fee) => {
    expect(notaryFee(price, period.rules.notaryFeeScale)).toBe(fee)
  })
})

describe('estimatePurchaseCosts', () => {
  it('estimates a Flemish own home at 2 % with notary fee, office costs, VAT and charges', () => {
    const estimate = estimatePurchaseCosts({ price: 300_000, region: 'Flanders', ownHome: true })
    expect(estimate?.lines).toEqual([
      { key: 'registrationDuties', amount: 6_000, rate: 0.02, base: 300_000, abatement: 0 },
      { key: 'notaryFee', amount: 2_477.65 },
      { key: 'notaryOfficeCosts', amount: 1_200, estimate: true },
      // 21 % of (2,477.65 + 1,200) = 772.3065
      { key: 'notaryVat', amount: 772.31, rate: 0.21, base: 3_677.65 },
      { key: 'governmentCharges', amount: 340, estimate: true },
    ])
    // 6,000 + 2,477.65 + 1,200 + 772.31 + 340
    expect(estimate?.total).toBe(10_789.96)
    expect(estimate?.totalWithPrice).toBe(310_789.96)
    expect(estimate?.period.from).toBe('2025-01-01')
  })

  it('charges 12 % in Flanders when it is not the buyer’s own home', () => {
    const estimate = estimatePurchaseCosts({ price: 300_000, region: 'Flanders', ownHome: false })
    expect(line(estimate, 'registrationDuties')).toMatchObject({ amount: 36_000, rate: 0.12 })
    expect(estimate?.total).toBe(40_789.96)
  })

  it('charges 3 % or 12.5 % in Wallonia', () => {
    const own = estimatePurchaseCosts({ price: 250_000, region: 'Wallonia', ownHome: true })
    expect(line(own, 'registrationDuties')).toMatchObject({ amount: 7_500, rate: 0.03 })
    // 7,500 + 2,448.66 + 1,200 + 21 % × 3,648.66 (766.2186) + 340
    expect(own?.total).toBe(12_254.88)
    const other = estimatePurchaseCosts({ price: 250_000, region: 'Wallonia', ownHome: false })
    expect(line(other, 'registrationDuties')).toMatchObject({ amount: 31_250, rate: 0.125 })
    expect(other?.total).toBe(36_004.88)
  })

  it('applies the Brussels abatement on the first €200,000 of an own home', () => {
    const estimate = estimatePurchaseCosts({ price: 300_000, region: 'Brussels', ownHome: true })
    expect(line(estimate, 'registrationDuties')).toEqual({
      key: 'registrationDuties',
      amount: 12_500,
      rate: 0.125,
      base: 100_000,
      abatement: 200_000,
    })
  })

  it('leaves no Brussels duties on an own home below €200,000', () => {
    const estimate = estimatePurchaseCosts({ price: 150_000, region: 'Brussels', ownHome: true })
    expect(line(estimate, 'registrationDuties')).toMatchObject({
      amount: 0,
      base: 0,
      abatement: 150_000,
    })
  })

  it('keeps the Brussels abatement up to €600,000 and drops it entirely above', () => {
    const atCeiling = estimatePurchaseCosts({ price: 600_000, region: 'Brussels', ownHome: true })
    expect(line(atCeiling, 'registrationDuties')).toMatchObject({
      amount: 50_000,
      abatement: 200_000,
    })
    const above = estimatePurchaseCosts({ price: 610_000, region: 'Brussels', ownHome: true })
    expect(line(above, 'registrationDuties')).toMatchObject({ amount: 76_250, abatement: 0 })
  })

  it('gives no Brussels abatement when it is not the buyer’s own home', () => {
    const estimate = estimatePurchaseCosts({ price: 300_000, region: 'Brussels', ownHome: false })
    expect(line(estimate, 'registrationDuties')).toMatchObject({ amount: 37_500, abatement: 0 })
  })

  it('charges 21 % VAT instead of registration duties on a new build', () => {
    const estimate = estimatePurchaseCosts({
      price: 400_000,
      region: 'Flanders',
      ownHome: true,
      newBuild: true,
    })
    expect(line(estimate, 'registrationDuties')).toBeUndefined()
    expect(line(estimate, 'vat')).toEqual({ key: 'vat', amount: 84_000, rate: 0.21, base: 400_000 })
    // 84,000 + 2,534.65 + 1,200 + 21 % × 3,734.65 (784.2765) + 340
    expect(estimate?.total).toBe(88_858.93)
    expect(estimate?.sources.map((source) => source.date)).toEqual(['2025-01-01', '2025-01-01'])
  })

  it('names the rules it follows with their dates', () => {
    const brussels = estimatePurchaseCosts({ price: 300_000, region: 'Brussels', ownHome: true })
    expect(brussels?.sources).toEqual([
      expect.objectContaining({
        date: '2023-04-01',
        url: 'https://fiscalite.brussels/fr/abattement',
      }),
      expect.objectContaining({ date: '2025-01-01', url: expect.stringContaining('notaris.be') }),
    ])
    const flanders = estimatePurchaseCosts({ price: 300_000, region: 'Flanders', ownHome: true })
    expect(flanders?.sources[0]?.name).toContain('2 %')
    const wallonia = estimatePurchaseCosts({ price: 300_000, region: 'Wallonia', ownHome: true })
    expect(wallonia?.sources[0]?.name).toContain('3 %')
  })

  it.each([[0], [-100_000], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'gives null for price %d',
    (price) => {
      expect(estimatePurchaseCosts({ price, region: 'Flanders', ownHome: true })).toBeNull()
    },
  )
})
