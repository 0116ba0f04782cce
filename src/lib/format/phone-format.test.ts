import { describe, expect, it } from 'vitest'
import { formatPhone, phoneHref } from './phone-format'

describe('formatPhone', () => {
  it('groups ten digits 4-2-2-2', () => {
    expect(formatPhone('0475123456')).toBe('0475 12 34 56')
  })

  it('groups nine digits 3-2-2-2', () => {
    expect(formatPhone('025550123')).toBe('025 55 01 23')
  })

  it('strips everything that is not a digit first', () => {
    expect(formatPhone('0475/12.34.56')).toBe('0475 12 34 56')
    expect(formatPhone(' 02 555 01 23 ')).toBe('025 55 01 23')
    expect(formatPhone('(09) 233-44-55')).toBe('092 33 44 55')
  })

  it.each([
    ['+32 475 12 34 56'],
    ['+352 621 123 456'],
    ['12345678'],
    ['04751234567'],
    ['call us'],
    [''],
  ])('returns %j unchanged', (input) => {
    expect(formatPhone(input)).toBe(input)
  })
})

describe('phoneHref', () => {
  it('dials the digits and the leading +, whatever the visitor typed between them', () => {
    expect(phoneHref('0476 12 34 56')).toBe('tel:0476123456')
    expect(phoneHref('+32 2/555.01.23')).toBe('tel:+3225550123')
  })
})
