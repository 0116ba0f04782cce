import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './retry'

describe('retryDelayMs', () => {
  it('doubles from 30 s and stops at one hour', () => {
    const longest = (attempts: number) => retryDelayMs(attempts, () => 1)
    expect([1, 2, 3, 4].map(longest)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(longest(8)).toBe(3_600_000)
    expect(longest(9)).toBe(3_600_000)
  })
  it('spreads retries over the last quarter before the ceiling', () => {
    expect(retryDelayMs(1, () => 0)).toBe(22_500)
    expect(retryDelayMs(9, () => 0)).toBe(2_700_000)
  })
})
