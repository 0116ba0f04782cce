import type { Language } from '@/lib/i18n/languages'
import { dateFormat } from '@/lib/format/date-format'

/** A slot's start as staff read it: weekday, date and time on Belgian clocks. */
export function formatSlotStart(at: Date, lang: Language): string {
  return dateFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).format(at)
}

/** A slot's day and time range on Belgian clocks: 'Monday 7 December 2026, 10:00–10:30'. */
export function formatSlotRange(startsAt: Date, endsAt: Date, lang: Language): string {
  return dateFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).formatRange(startsAt, endsAt)
}
