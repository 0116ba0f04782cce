import type { Language } from '@/lib/i18n/languages'
import { formatDate } from '@/lib/format/date-format'

/** A lead's moment as the agency reads it: Belgian time, in the member's language. */
export function leadDateTime(lang: Language, at: Date): string {
  return formatDate(at, lang, { dateStyle: 'medium', timeStyle: 'short' })
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
