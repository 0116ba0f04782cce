import { addCalendarDays, brusselsInstant } from '@/lib/belgium/brussels-clock'
import { seriesCount, type SlotErrorCode, type SlotFormInput } from './slot-schema'

export type PlannedSlot = { startsAt: Date; endsAt: Date }

/**
 * The slots a form asks for, on Belgian clocks: the same local time every day or week, so a
 * series across a daylight-saving change keeps its hour (10:00 stays 10:00; the UTC instant
 * moves). A time that does not exist on one of its days (the skipped hour) refuses the series.
 */
export function planSeries(
  input: SlotFormInput,
): { slots: PlannedSlot[] } | { field: 'time' | 'until' | 'count'; error: SlotErrorCode } {
  const step = input.repeat === 'weekly' ? 7 : 1
  const days: string[] = []
  if (input.repeat === 'none') days.push(input.day)
  else if (input.count !== '') {
    for (let index = 0; index < input.count; index++)
      days.push(addCalendarDays(input.day, index * step))
  } else {
    for (let day = input.day; day <= input.until; day = addCalendarDays(day, step)) {
      if (days.length === seriesCount.max) return { field: 'until', error: 'tooMany' }
      days.push(day)
    }
  }
  const slots: PlannedSlot[] = []
  for (const day of days) {
    const startsAt = brusselsInstant(day, input.time)
    if (!startsAt) return { field: 'time', error: 'timeSkipped' }
    slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + input.length * 60_000) })
  }
  return { slots }
}
