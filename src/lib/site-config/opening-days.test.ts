import { describe, expect, it } from 'vitest'
import { comingExceptions, exceptionOn, isClosure, lastDay } from './opening-days'

const christmas = { from: '2026-12-25', until: '2026-12-26', note: { en: 'Christmas' } }
const lateEvening = { from: '2026-12-22', opens: '09:00', closes: '21:00' }
const newYear = { from: '2027-01-01' }

describe('exceptionOn', () => {
  it('applies from the first to the last day included, and not a day outside', () => {
    expect(exceptionOn([christmas], '2026-12-24')).toBeUndefined()
    expect(exceptionOn([christmas], '2026-12-25')).toBe(christmas)
    expect(exceptionOn([christmas], '2026-12-26')).toBe(christmas)
    expect(exceptionOn([christmas], '2026-12-27')).toBeUndefined()
  })

  it('takes an exception without a last day as that one day', () => {
    expect(exceptionOn([newYear], '2027-01-01')).toBe(newYear)
    expect(exceptionOn([newYear], '2027-01-02')).toBeUndefined()
    expect(lastDay(newYear)).toBe('2027-01-01')
  })

  it('takes the first listed of two that overlap', () => {
    const wholeWeek = { from: '2026-12-21', until: '2026-12-27' }
    expect(exceptionOn([wholeWeek, lateEvening], '2026-12-22')).toBe(wholeWeek)
    expect(exceptionOn([lateEvening, wholeWeek], '2026-12-22')).toBe(lateEvening)
  })
})

describe('comingExceptions', () => {
  it('keeps the ones not yet over, by their first day', () => {
    const all = [newYear, christmas, lateEvening]
    expect(comingExceptions(all, '2026-12-01')).toEqual([lateEvening, christmas, newYear])
    // Christmas's last day is still to come on its first.
    expect(comingExceptions(all, '2026-12-26')).toEqual([christmas, newYear])
    expect(comingExceptions(all, '2026-12-27')).toEqual([newYear])
  })
})

describe('isClosure', () => {
  it('is closed without hours, open with both', () => {
    expect(isClosure(christmas)).toBe(true)
    expect(isClosure(lateEvening)).toBe(false)
  })
})
