import { describe, expect, it } from 'vitest'
import { goalOf } from './goal'

describe('goalOf', () => {
  it('reads 0 and "0" as for sale', () => {
    expect(goalOf(0)).toBe('sale')
    expect(goalOf('0')).toBe('sale')
  })

  it.each([[1], ['1'], [2], ['sale'], [''], [' 0'], ['00'], [null], [undefined], [false]])(
    'reads %j as for rent',
    (value) => {
      expect(goalOf(value)).toBe('rent')
    },
  )
})
