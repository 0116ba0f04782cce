const zone = 'Europe/Brussels'

function brusselsParts(at: Date): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at)
  return Object.fromEntries(
    parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]),
  )
}

/** A moment as a `datetime-local` field shows it in Brussels: 'YYYY-MM-DDTHH:MM'. */
export function brusselsLocalInput(at: Date): string {
  const p = brusselsParts(at)
  const two = (value: number | undefined) => String(value ?? 0).padStart(2, '0')
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`
}

/**
 * The moment a `datetime-local` value ('YYYY-MM-DDTHH:MM') means in Brussels, or null when it is
 * not one. A time the clock skips in spring is read with the offset before the change.
 */
export function fromBrusselsLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const wanted = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(wanted)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null
  // Brussels is UTC+1 or +2: correct the guess by the offset found there, twice for the change days.
  let guess = wanted
  for (let step = 0; step < 2; step++) {
    const p = brusselsParts(new Date(guess))
    const shown = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!)
    guess += wanted - shown
  }
  return new Date(guess)
}
