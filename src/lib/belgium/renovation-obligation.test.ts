import { describe, expect, it } from 'vitest'
import { needsRenovationNotice, renovationDeadlineYears } from './renovation-obligation'

describe('needsRenovationNotice', () => {
  it.each([
    [1, 'e'],
    [1, 'f'],
    [2, 'e'],
    [2, 'f'],
    ['1', 'E'],
    [2, ' F '],
  ])('applies to a Flemish home (WebID %j) with label %j', (webId, epcLabel) => {
    expect(needsRenovationNotice({ region: 'Flanders', webId, epcLabel })).toBe(true)
  })

  it.each(['a_plus', 'a', 'b', 'c', 'd', 'g', '', null, undefined])(
    'does not apply to a Flemish home with label %j',
    (epcLabel) => {
      expect(needsRenovationNotice({ region: 'Flanders', webId: 1, epcLabel })).toBe(false)
    },
  )

  it.each([[3], [4], [5], [6], [7], [null], ['x']])(
    'does not apply to a Flemish non-home (WebID %j) with label e',
    (webId) => {
      expect(needsRenovationNotice({ region: 'Flanders', webId, epcLabel: 'e' })).toBe(false)
    },
  )

  it.each(['Wallonia', 'Brussels', 'flanders', null, undefined])(
    'does not apply outside Flanders (%j)',
    (region) => {
      expect(needsRenovationNotice({ region, webId: 1, epcLabel: 'f' })).toBe(false)
    },
  )

  it('counts five years after the deed', () => {
    expect(renovationDeadlineYears).toBe(5)
  })
})
