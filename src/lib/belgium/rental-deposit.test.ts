import { describe, expect, it } from 'vitest'
import { legalDepositMonths } from './rental-deposit'

describe('legal rental deposit', () => {
  it('is two months of rent for a home in Brussels and Wallonia, three in Flanders', () => {
    expect(legalDepositMonths({ region: 'Brussels', webId: 2 })).toBe(2)
    expect(legalDepositMonths({ region: 'Wallonia', webId: 1 })).toBe(2)
    expect(legalDepositMonths({ region: 'Flanders', webId: '2' })).toBe(3)
  })

  it('has no maximum for other leases or outside Belgium', () => {
    expect(legalDepositMonths({ region: 'Brussels', webId: 7 })).toBeNull()
    expect(legalDepositMonths({ region: null, webId: 1 })).toBeNull()
    expect(legalDepositMonths({ region: 'Flanders', webId: null })).toBeNull()
  })
})
