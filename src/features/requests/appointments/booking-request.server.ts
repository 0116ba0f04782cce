import 'server-only'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { translatorFor } from '@/lib/i18n/server-translator'
import {
  type RequestSpec,
  type StoreContext,
  kitPerson,
} from '@/server/requests/process-request.server'
import {
  agencyOf,
  personLines,
  queueRequestMails,
  type MailLine,
  optionalLine,
} from '@/server/requests/request-mail.server'
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
import { bookSlot } from './book-slot.server'
import { bookingRefusal } from './booking-errors'
import { bookingSchema } from './booking-schema'
import { writeAppointmentCalendar } from './calendar-attachment.server'
import { formatSlotWhen } from './slot-format'

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
export const bookingRequest: RequestSpec<typeof bookingSchema> = {
  kind: 'appointment',
  schema: bookingSchema,
  person: kitPerson,
  about: ({ propertyId, projectId }) => ({ propertyId, projectId }),
  data: ({ slotId, remark }) => ({ slotId, remark }),
  async store(input, { tx, submissionId, requestId, locale }) {
    const config = await getSiteConfig()
    const listing = await loadListing(tx, input, locale, config.defaultLanguage)
    if (!listing) return listingUnavailable
    const booking = await bookSlot(tx, { slotId: input.slotId, submissionId })
    if (booking.status !== 'booked') return bookingRefusal(booking.status)
    const { appointment } = booking
    const agency = agencyOf(config)
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
    const t = await translatorFor(locale)
    const agencyT = await translatorFor(agency.language)
    await queueRequestMails(tx, {
      kind: 'appointment',
      requestId,
      locale,
      person: input,
      agency,
      // The listing's agent is the one who shows the visitor round.
      copyTo: agentCopy(listing.agentEmail),
      link: pageLink(listing.url, listing.kind),
      attachments: [agencyCalendar],
      visitorAttachments: [calendar],
      async summary(lang) {
        const lt = await translatorFor(lang)
        return [
          ...(await listing.lines(lang)),
          {
            label: lt('booking.mail.when'),
            value: lt('booking.mail.belgianTime', { when: when(lang) }),
          },
          { label: lt('booking.mail.status'), value: lt('booking.mail.confirmed') },
          ...personLines(lt, input),
          ...optionalLine(lt('forms.fields.remark'), input.remark),
        ]
      },
      agencyNotes: [agencyT('booking.mail.agencyNote')],
      visitorThanks: t('booking.mail.thanks', { agency: config.agency.name }),
      visitorNotes: [t('booking.mail.visitorNote', { when: when(locale) })],
    })
  },
}
