import { describe, expect, it } from 'vitest'
import { brusselsLocalInput, brusselsTimestamp, fromBrusselsLocal } from './brussels-clock'

describe('Brussels local times', () => {
  it('reads a winter and a summer time with their offsets', () => {
    expect(fromBrusselsLocal('2026-01-15T09:30')?.toISOString()).toBe('2026-01-15T08:30:00.000Z')
    expect(fromBrusselsLocal('2026-07-15T09:30')?.toISOString()).toBe('2026-07-15T07:30:00.000Z')
  })

  it('refuses what is not a date and time', () => {
    expect(fromBrusselsLocal('2026-02-30T10:00')).toBeNull()
    expect(fromBrusselsLocal('2026-01-15')).toBeNull()
    expect(fromBrusselsLocal('yesterday')).toBeNull()
    // 02:30 does not exist in Brussels on the last Sunday of March.
    expect(fromBrusselsLocal('2026-03-29T02:30')).toBeNull()
  })

  it('shows a moment as the field writes it, and reads it back', () => {
    const at = new Date('2026-10-25T00:30:00Z')
    expect(brusselsLocalInput(at)).toBe('2026-10-25T02:30')
    expect(brusselsLocalInput(new Date('2026-03-01T23:05:00Z'))).toBe('2026-03-02T00:05')
    expect(
      fromBrusselsLocal(brusselsLocalInput(new Date('2026-08-01T10:15:00Z')))?.toISOString(),
    ).toBe('2026-08-01T10:15:00.000Z')
  })
})

describe('brusselsTimestamp', () => {
  it('writes Belgian clock time to the second, in winter and in summer', () => {
    expect(brusselsTimestamp(new Date('2026-01-15T23:59:07Z'))).toBe('2026-01-16 00:59:07')
    expect(brusselsTimestamp(new Date('2026-07-01T08:05:00Z'))).toBe('2026-07-01 10:05:00')
  })
})
