import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

export type CalendarEvent = {
  /** Stable per appointment and globally unique: the appointment's UUID (RFC 7986 §5.3). */
  uid: string
  /** When the appointment was made (DTSTAMP). */
  stamp: Date
  start: Date
  end: Date
  summary: string
  location: string
  description: string
  url?: string
  organizer: { name: string; email: string }
  lang: string
  /**
   * A cancellation of the event the confirmation published: METHOD:CANCEL, STATUS:CANCELLED and
   * SEQUENCE 1 with the same UID, so calendars remove the visit they added (RFC 5546 §3.2.5).
   */
  cancelled?: boolean
}

/**
 * An iCalendar file (RFC 5545) with the one visit: METHOD:PUBLISH, because the appointment is
 * already confirmed and the visitor only adds it to a calendar (REQUEST would ask for an RSVP
 * that nobody reads). Times are in UTC, which every client converts to its own zone, so no
 * VTIMEZONE is needed. ical-generator escapes text, folds lines at 75 octets and ends them in CRLF.
 */
export function appointmentCalendar(event: CalendarEvent): string {
  const calendar = ical({
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    prodId: {
      company: event.organizer.name,
      product: 'Website',
      language: event.lang.toUpperCase(),
    },
  })
  calendar.createEvent({
    id: event.uid,
    sequence: event.cancelled ? 1 : 0,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url ?? null,
    organizer: event.organizer,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  // RFC 5545 ends every content line, END:VCALENDAR included, with CRLF; the library omits the last.
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
