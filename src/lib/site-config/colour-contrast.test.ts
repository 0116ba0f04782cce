import { describe, expect, it } from 'vitest'
import { contrastRatio } from './colour-contrast'

describe('contrast ratio', () => {
  it('follows WCAG: 21 for black on white, 1 for a colour on itself, the same either way', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0e5e63', '#0E5E63')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2)
  })
})
