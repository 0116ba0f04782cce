// Visits, open houses and office hours are on Belgian clocks (Europe/Brussels), whatever the zone
// of the server or of the person typing them.
const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** What Belgian clocks show at `instant`: 'YYYY-MM-DD' and 'HH:MM'. */
export function brusselsWallClock(instant: Date): { day: string; time: string } {
  const part = Object.fromEntries(clock.formatToParts(instant).map((p) => [p.type, p.value]))
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
  }
}

const secondsClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** What Belgian clocks show at `instant`, to the second: 'YYYY-MM-DD HH:MM:SS' (CRMs' zoneless form). */
export function brusselsTimestamp(instant: Date): string {
  const part = Object.fromEntries(secondsClock.formatToParts(instant).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}

/**
 * The instant Belgian clocks show `time` ('HH:MM') on `day` ('YYYY-MM-DD'), or null when that
 * time does not exist there (the hour skipped when summer time begins). In the hour repeated when
 * it ends, the first (summer-time) instant is taken.
 */
export function brusselsInstant(day: string, time: string): Date | null {
  const wall = Date.parse(`${day}T${time}:00Z`)
  if (Number.isNaN(wall)) return null
  const summer = new Date(wall - 2 * 3_600_000)
  const winter = new Date(wall - 3_600_000)
  for (const candidate of [summer, winter]) {
    const shown = brusselsWallClock(candidate)
    if (shown.day === day && shown.time === time) return candidate
  }
  return null
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'), on UTC midnights so no DST day is lost. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** A moment as a `datetime-local` field shows it in Brussels: 'YYYY-MM-DDTHH:MM'. */
export function brusselsLocalInput(instant: Date): string {
  const { day, time } = brusselsWallClock(instant)
  return `${day}T${time}`
}

/**
 * The moment a `datetime-local` value ('YYYY-MM-DDTHH:MM') means in Brussels, or null when it is
 * not one (or names the hour the clocks skip).
 */
export function fromBrusselsLocal(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  return match ? brusselsInstant(match[1]!, match[2]!) : null
}
