import { dateFormat } from '@/lib/format/date-format'
import type { Language } from '@/lib/i18n/languages'

// Visits take place in Belgium: times are shown on Belgian clocks whatever the visitor's zone.
const timeZone = 'Europe/Brussels'

/** The day a slot is on, written out in the language: 'Monday, 23 November 2026'. */
export function formatSlotDay(startsAt: Date, lang: Language): string {
  return dateFormat(lang, { dateStyle: 'full', timeZone }).format(startsAt)
}

/** A slot's time range in the language: '10:00–10:30', '10:00 – 10:30', '10:00–10:30 Uhr'. */
export function formatSlotTime(startsAt: Date, endsAt: Date, lang: Language): string {
  return dateFormat(lang, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).formatRange(startsAt, endsAt)
}

/** Day and time range, for e-mails and calendars: 'Monday, 23 November 2026, 10:00–10:30'. */
export function formatSlotWhen(startsAt: Date, endsAt: Date, lang: Language): string {
  return dateFormat(lang, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).formatRange(startsAt, endsAt)
}
