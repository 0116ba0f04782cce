const brusselsDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day ('YYYY-MM-DD') that `instant` falls on in Belgium, where the agency is. */
export function brusselsDay(instant: Date): string {
  return brusselsDate.format(instant)
}

// Day arithmetic runs on UTC midnights so a daylight-saving change never skips or repeats a day.
function utcMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

export function addDays(day: string, days: number): string {
  return new Date(utcMidnight(day) + days * 86_400_000).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000)
}

export function isWeekend(day: string): boolean {
  const weekday = new Date(utcMidnight(day)).getUTCDay()
  return weekday === 0 || weekday === 6
}

export function atUtc(day: string, hours: number, minutes = 0): Date {
  return new Date(utcMidnight(day) + (hours * 60 + minutes) * 60_000)
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4))
}

const brusselsClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** How far Belgian clocks are ahead of UTC at a whole minute: one hour in winter, two in summer. */
function brusselsOffset(instant: number): number {
  const part = Object.fromEntries(
    brusselsClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  )
  const wall = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute)
  return wall - instant
}

/** The instant Belgian clocks show `hours:minutes` on `day`; for office hours, never a DST gap. */
export function brusselsTime(day: string, hours: number, minutes = 0): Date {
  const wall = atUtc(day, hours, minutes).getTime()
  return new Date(wall - brusselsOffset(wall - brusselsOffset(wall)))
}
