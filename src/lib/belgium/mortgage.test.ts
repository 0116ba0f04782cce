import { describe, expect, it } from 'vitest'
import { purchaseCostPeriodOn } from './purchase-cost-periods'
import { estimatePurchaseCosts } from './purchase-costs'
import { estimateLoan, monthlyInstalment, monthlyRate } from './mortgage'

describe('mortgage estimate', () => {
  /*
   * The worked example (also the browser test's): a €300,000 home in Flanders bought as the
   * buyer's own home, €60,000 of own money, 25 years at 3 % a year.
   *
   * Purchase costs (purchase-costs.ts): duties 2 % × 300,000 = 6,000.00; notary fee on the scale
   * 2,477.65; office costs 1,200.00; VAT 21 % × 3,677.65 = 772.31; government charges 340.00;
   * total 10,789.96.
   * Amount to finance: 300,000 + 10,789.96 − 60,000 = 250,789.96.
   * Monthly rate: 1.03^(1/12) − 1 = 0.002466269772…; months: 25 × 12 = 300.
   * (1 + r)^−300 = 1.03^−25 = 0.4776055693…, so 1 − that = 0.5223944307….
   * P × r = 250,789.96 × 0.002466269772 = 618.515698…
   * Instalment: 618.515698 / 0.5223944307 = 1,184.0013… → €1,184.00.
   * Repaid: 300 × 1,184.00 = 355,200.00, of which interest 355,200 − 250,789.96 = 104,410.04.
   */
  it('works out the worked example to the cent', () => {
    const costs = estimatePurchaseCosts({
      price: 300_000,
      region: 'Flanders',
      ownHome: true,
      newBuild: false,
      period: purchaseCostPeriodOn('2025-06-01')!,
    })
    expect(costs?.total).toBe(10_789.96)
    expect(monthlyRate(3)).toBeCloseTo(0.002466269772, 12)
    expect(
      estimateLoan({
        price: 300_000,
        purchaseCosts: costs!.total,
        ownContribution: 60_000,
        yearlyRatePercent: 3,
        years: 25,
      }),
    ).toEqual({
      amount: 250_789.96,
      monthly: 1_184,
      months: 300,
      totalRepaid: 355_200,
      interest: 104_410.04,
    })
  })

  it('uses the actuarial monthly rate, not the yearly rate divided by 12', () => {
    // 100,000 over 20 years at 4 %: r = 1.04^(1/12) − 1 = 0.0032737398…; with 4/12 % it would
    // be 605.98.
    expect(monthlyInstalment(100_000, 4, 240)).toBe(602.22)
  })

  it('repays in equal parts without interest, and needs no loan when the money is there', () => {
    expect(monthlyInstalment(120_000, 0, 240)).toBe(500)
    expect(
      estimateLoan({
        price: 200_000,
        purchaseCosts: 10_000,
        ownContribution: 250_000,
        yearlyRatePercent: 3,
        years: 20,
      }),
    ).toMatchObject({ amount: 0, monthly: 0, interest: 0 })
  })
})
