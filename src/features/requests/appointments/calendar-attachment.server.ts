import 'server-only'
import { eq } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { translatorFor } from '@/lib/i18n/server-translator'
import { localize } from '@/lib/i18n/multilang'
import {
  appointments,
  appointmentSlots,
  type MultiLang,
  type OutboxAttachment,
} from '@/server/db/schema'
import { appointmentCalendar } from './calendar-event'
import { formatSlotWhen } from './slot-format'
import {
  loadProjectTarget,
  loadPropertyTarget,
  projectAddress,
  publishedAddress,
} from '@/features/requests/listing/listing-target.server'
import type { Executor } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'
import { objectStore } from '@/server/storage/shared-store.server'

/** The attachment's MIME type: UTF-8 text, and the file's METHOD:PUBLISH. */
export const calendarContentType = 'text/calendar; charset=utf-8; method=PUBLISH'
/** The cancellation's: the same, with the file's METHOD:CANCEL. */
export const cancelCalendarContentType = 'text/calendar; charset=utf-8; method=CANCEL'

export type CalendarAttachmentInput = {
  appointmentId: number
  /** The language of the e-mail it goes with. */
  lang: Language
  /** The agency (site configuration `agency`), the event's organizer. */
  organizer: { name: string; email: string }
  /** The absolute URL of the property or project page. */
  url?: string
  /** Where attachments live; this process's object store by default. */
  store?: ObjectStore
  /** The cancellation of the visit (METHOD:CANCEL, same UID) instead of its confirmation. */
  cancelled?: boolean
}

type Listing = {
  reference: string
  /** Short, for the event title: the property type or the project name. */
  name: string
  /** Long, for the description: the property's title or the project name. */
  title: string
  city: string
  address: string
  addressPublished: boolean
}

const anyLanguage = (text: MultiLang, lang: Language) =>
  localize(text, lang) || Object.values(text).find((value) => value.trim() !== '') || ''

// A cancellation still describes the visit when the listing has gone offline since the booking.
type Found = { unpublished: boolean }

async function propertyListing(
  tx: Executor,
  id: number,
  lang: Language,
  found: Found,
): Promise<Listing | null> {
  const property = await loadPropertyTarget(tx, id, found)
  if (!property) return null
  const name = anyLanguage(property.type.name, lang)
  return {
    reference: property.reference,
    name,
    title: anyLanguage(property.title, lang) || name,
    city: property.city,
    address: await publishedAddress(property, lang),
    addressPublished: property.publishAddress,
  }
}

async function projectListing(
  tx: Executor,
  id: number,
  lang: Language,
  found: Found,
): Promise<Listing | null> {
  const project = await loadProjectTarget(tx, id, found)
  if (!project) return null
  return {
    reference: project.reference,
    name: project.name,
    title: project.name,
    city: project.city,
    address: await projectAddress(project, lang),
    addressPublished: project.publicAddress,
  }
}

async function loadAppointment(tx: Executor, appointmentId: number, lang: Language, found: Found) {
  const [row] = await tx
    .select({
      uid: appointments.uid,
      createdAt: appointments.createdAt,
      cancelledAt: appointments.cancelledAt,
      startsAt: appointmentSlots.startsAt,
      endsAt: appointmentSlots.endsAt,
      propertyId: appointmentSlots.propertyId,
      projectId: appointmentSlots.projectId,
    })
    .from(appointments)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
    .where(eq(appointments.id, appointmentId))
  if (!row) throw new Error(`appointment ${appointmentId} not found`)
  const listing =
    row.propertyId !== null
      ? await propertyListing(tx, row.propertyId, lang, found)
      : row.projectId !== null
        ? await projectListing(tx, row.projectId, lang, found)
        : null
  if (!listing) throw new Error(`appointment ${appointmentId} has no published property or project`)
  return { ...row, listing }
}

/**
 * Writes the booked visit as an `.ics` file under attachments/appointments/ in the object store and
 * returns the outbox attachment that points to it, to queue with the confirmation e-mail in the
 * same transaction. The file is written, whole and durably, before the commit: if the transaction then rolls back, an
 * unreferenced file named by an unused UUID is left (harmless); if writing fails, this throws and
 * the booking rolls back, so no e-mail is ever queued without its file. Calling it again for the
 * same appointment and language rewrites the same file.
 */
export async function writeAppointmentCalendar(
  tx: Executor,
  {
    appointmentId,
    lang,
    organizer,
    url,
    store = objectStore(),
    cancelled = false,
  }: CalendarAttachmentInput,
): Promise<OutboxAttachment> {
  const t = await translatorFor(lang)
  const appointment = await loadAppointment(tx, appointmentId, lang, { unpublished: cancelled })
  const { listing } = appointment
  const description = [
    t('appointments.calendar.intro', { title: listing.title, reference: listing.reference }),
    t('appointments.calendar.when', {
      when: formatSlotWhen(appointment.startsAt, appointment.endsAt, lang),
    }),
    listing.addressPublished
      ? t('appointments.calendar.address', { address: listing.address })
      : t('appointments.calendar.addressOnRequest', { agency: organizer.name }),
    url ? t('appointments.calendar.link', { url }) : '',
    t('appointments.calendar.contact', { agency: organizer.name, email: organizer.email }),
  ].filter(Boolean)
  const content = appointmentCalendar({
    uid: appointment.uid,
    // DTSTAMP says when this version of the event was made: the booking, or its cancellation.
    stamp: cancelled ? (appointment.cancelledAt ?? new Date()) : appointment.createdAt,
    start: appointment.startsAt,
    end: appointment.endsAt,
    summary: t('appointments.calendar.summary', {
      listing: listing.name,
      city: listing.city,
      reference: listing.reference,
    }),
    location: listing.address,
    description: description.join('\n'),
    url,
    organizer,
    lang,
    cancelled,
  })
  // One file per language: the agency's copy and the visitor's may differ.
  const relative = `attachments/appointments/${appointment.uid}-${lang}${cancelled ? '-cancel' : ''}.ics`
  const contentType = cancelled ? cancelCalendarContentType : calendarContentType
  await store.put(relative, Buffer.from(content, 'utf8'), contentType)
  const safeReference = listing.reference.replace(/[^\w.-]+/g, '-')
  return {
    filename: `${t('appointments.calendar.fileName')}-${safeReference}.ics`,
    // The method parameter repeats the file's METHOD (RFC 6047 §2.4): mail programs then offer
    // "add to calendar" for the attachment.
    contentType,
    path: relative,
  }
}
