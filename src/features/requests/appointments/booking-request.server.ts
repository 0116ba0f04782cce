import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import type { OutboxAttachment } from '@/server/db/schema'
import {
  type RequestSpec,
  type StoreContext,
  kitPerson,
  refuse,
} from '@/server/requests/process-request.server'
import { personLines, type MailLine, optionalLine } from '@/server/requests/request-mail.server'
import {
  pageLink,
  projectLines,
  propertyLines,
} from '@/features/requests/listing/listing-mail.server'
import { agentCopy } from '@/features/requests/listing/listing-request-mail.server'
import {
  listingUnavailable,
  loadProjectTarget,
  loadPropertyTarget,
  projectPageUrl,
  propertyPageUrl,
} from '@/features/requests/listing/listing-target.server'
import { enqueueBookingWebhook } from '@/server/webhooks/booking-webhook'
import { bookSlot } from './book-slot.server'
import { bookingRefusal } from './booking-errors'
import { bookingSchema } from './booking-schema'
import { writeAppointmentCalendar } from './calendar-attachment.server'
import { formatSlotWhen } from './slot-format'
import { visitCancelUrl } from './cancel-link.server'

type Listing = {
  url: string
  lines: (lang: Language) => Promise<MailLine[]>
  kind: 'property' | 'project'
  agentEmail: string | null
}

/** The property or project read again on the server; null when it cannot be visited. */
async function loadListing(
  tx: StoreContext['tx'],
  input: { propertyId?: number; projectId?: number },
  locale: Language,
  fallback: Language,
): Promise<Listing | null> {
  if (input.propertyId !== undefined) {
    const property = await loadPropertyTarget(tx, input.propertyId)
    // A sold or rented property is no longer visited, whatever slots are left.
    if (!property || property.closed) return null
    return {
      url: await propertyPageUrl(property, locale),
      lines: (lang) => propertyLines(property, lang, fallback),
      kind: 'property',
      agentEmail: property.agentEmail,
    }
  }
  const project =
    input.projectId === undefined ? null : await loadProjectTarget(tx, input.projectId)
  if (!project) return null
  return {
    url: await projectPageUrl(project, locale),
    lines: (lang) => projectLines(project, lang),
    kind: 'project',
    agentEmail: project.agentEmail,
  }
}

/**
 * Booking a visit slot (docs/decisions/015-appointments.md): in the submission's transaction the
 * place is taken by bookSlot's conditional UPDATE (status confirmed), the calendar file written
 * and both e-mails queued with it. When the place is gone, the slot started or is not this
 * listing's, the request is refused and rolls back: nothing is stored and nothing is sent.
 */
/** The booked visit: the listing, the slot's times and its calendar file in both languages. */
type Booked = {
  listing: Listing
  when: (lang: Language) => string
  calendar: OutboxAttachment
  agencyCalendar: OutboxAttachment
  /** The visitor's signed link to cancel the visit themself. */
  cancelUrl: string | null
}

export const bookingRequest: RequestSpec<typeof bookingSchema, Booked> = {
  kind: 'appointment',
  schema: bookingSchema,
  person: kitPerson,
  about: ({ propertyId, projectId }) => ({ propertyId, projectId }),
  data: ({ slotId, remark }) => ({ slotId, remark }),
  async store(input, { tx, submissionId, locale, config, agency }) {
    const listing = await loadListing(tx, input, locale, config.defaultLanguage)
    if (!listing) return refuse(listingUnavailable)
    const booking = await bookSlot(tx, { slotId: input.slotId, submissionId })
    if (booking.status !== 'booked') return refuse(bookingRefusal(booking.status))
    const { appointment } = booking
    await enqueueBookingWebhook(tx, 'booking.created', appointment.id)
    // The same event (one UID) in the visitor's language and, for the agency, in the agency's.
    const calendarIn = (lang: Language) =>
      writeAppointmentCalendar(tx, {
        appointmentId: appointment.id,
        lang,
        organizer: { name: agency.name, email: agency.email },
        url: listing.url,
      })
    const calendar = await calendarIn(locale)
    const agencyCalendar = agency.language === locale ? calendar : await calendarIn(agency.language)
    const when = (lang: Language) => formatSlotWhen(appointment.startsAt, appointment.endsAt, lang)
    const cancelUrl = await visitCancelUrl(appointment.uid, locale)
    return { listing, when, calendar, agencyCalendar, cancelUrl }
  },
  summary: async (input, t, { lang, found: { listing, when } }) => [
    ...(await listing.lines(lang)),
    {
      label: t('booking.mail.when'),
      value: t('booking.mail.belgianTime', { when: when(lang) }),
    },
    { label: t('booking.mail.status'), value: t('booking.mail.confirmed') },
    ...personLines(t, input),
    ...optionalLine(t('forms.fields.remark'), input.remark),
  ],
  mail: (_input, { found, locale, config, agencyT, visitorT }) => ({
    // The listing's agent is the one who shows the visitor round.
    copyTo: agentCopy(found.listing.agentEmail),
    link: pageLink(found.listing.url, found.listing.kind),
    attachments: [found.agencyCalendar],
    visitorAttachments: [found.calendar],
    agencyNotes: [agencyT('booking.mail.agencyNote')],
    visitorThanks: visitorT('booking.mail.thanks', { agency: config.agency.name }),
    visitorNotes: [
      visitorT('booking.mail.visitorNote', { when: found.when(locale) }),
      ...(found.cancelUrl ? [visitorT('booking.mail.cancelLink', { url: found.cancelUrl })] : []),
    ],
  }),
}
