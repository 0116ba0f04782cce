/** The calendar day in Europe/Brussels as 'YYYY-MM-DD': an owner's "today" is Belgian. */
export function brusselsDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}
