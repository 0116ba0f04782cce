import type { Language } from '@/lib/i18n/languages'
import { dateFormat, formatDate } from '@/lib/format/date-format'

/** A lead's moment as the agency reads it: Belgian time, in the member's language. */
export function leadDateTime(lang: Language, at: Date): string {
  return formatDate(at, lang, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A visit's day, written out, and its time range on Belgian clocks, in the member's language. */
export function visitWhen(lang: Language, startsAt: Date, endsAt: Date): string {
  return dateFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).formatRange(startsAt, endsAt)
}

/** The lead's person as one line: first and last name, else the address. */
export function personName(lead: {
  firstName: string | null
  lastName: string | null
  email: string
}) {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ').trim()
  return name || lead.email
}
