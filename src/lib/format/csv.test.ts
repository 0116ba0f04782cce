import { describe, expect, it } from 'vitest'
import { csvDocument, csvField } from './csv'

describe('CSV', () => {
  it('quotes every field, doubles quotes and defuses formulas', () => {
    expect(csvField('Dupont "Jr"')).toBe('"Dupont ""Jr"""')
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    )
    expect(csvField('-5')).toBe('"\'-5"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
  })

  it('writes a BOM, commas and CRLF line ends', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['c', '@d'],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"c","\'@d"\r\n')
  })
})
