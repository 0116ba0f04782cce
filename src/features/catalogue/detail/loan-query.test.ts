import { describe, expect, it } from 'vitest'
import { defaultContribution, parseLoanQuery } from './loan-query'

const defaults = { ownContribution: 41_000, years: 25, ratePercent: 3.3 }

describe('parseLoanQuery', () => {
  it('takes the defaults without a query', () => {
    expect(parseLoanQuery({}, defaults)).toEqual({ ...defaults, invalid: [] })
  })

  it('reads the form, a decimal comma too', () => {
    expect(parseLoanQuery({ contribution: '60000', years: '20', rate: '3,5' }, defaults)).toEqual({
      ownContribution: 60_000,
      years: 20,
      ratePercent: 3.5,
      invalid: [],
    })
  })

  it('falls back to the default for what is out of range or not a number, and says so', () => {
    expect(
      parseLoanQuery({ contribution: '-5', years: '12.5', rate: ['abc', '3'] }, defaults),
    ).toEqual({ ...defaults, invalid: ['contribution', 'years', 'rate'] })
  })
})

describe('defaultContribution', () => {
  it('covers the purchase costs and a tenth of the price, rounded up to a thousand', () => {
    // 10,789.96 + 30,000 = 40,789.96 → 41,000
    expect(defaultContribution(300_000, 10_789.96)).toBe(41_000)
  })
})
