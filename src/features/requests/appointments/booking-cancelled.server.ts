import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { translatorFor } from '@/lib/i18n/server-translator'
import { localize } from '@/lib/i18n/multilang'
import { escapeHtml } from '@/lib/html/escape-html'
import { formatPhone } from '@/lib/format/phone-format'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { greetableName } from '@/server/mail/defuse'
import { enqueueMail } from '@/server/mail/outbox'
import { enqueueBookingWebhook } from '@/server/webhooks/booking-webhook'
import type { Executor } from '@/server/db/types'
import { agentCopy } from '@/features/requests/listing/listing-request-mail.server'
import {
  loadProjectTarget,
  loadPropertyTarget,
  projectPageUrl,
  propertyPageUrl,
} from '@/features/requests/listing/listing-target.server'
import type { CancelledBooking } from './cancel-appointment.server'
import { writeAppointmentCalendar } from './calendar-attachment.server'
import { formatSlotWhen } from './slot-format'

type Listing = {
  reference: string
  name: (lang: Language) => string
  city: string
  /** The page, while the listing is online: where the visitor can choose another time. */
  url: string | null
  agentEmail: string | null
}

async function listingOf(tx: Executor, booking: CancelledBooking, lang: Language) {
  if (booking.propertyId !== null) {
    const online = await loadPropertyTarget(tx, booking.propertyId)
    const property =
      online ?? (await loadPropertyTarget(tx, booking.propertyId, { unpublished: true }))
    if (!property) return null
    return {
      reference: property.reference,
      name: (to: Language) => localize(property.type.name, to) || property.reference,
      city: property.city,
      url: online && !online.closed ? await propertyPageUrl(online, lang) : null,
      agentEmail: property.agentEmail,
    } satisfies Listing
  }
  if (booking.projectId === null) return null
  const online = await loadProjectTarget(tx, booking.projectId)
  const project = online ?? (await loadProjectTarget(tx, booking.projectId, { unpublished: true }))
  if (!project) return null
  return {
    reference: project.reference,
    name: () => project.name,
    city: project.city,
    url: online ? await projectPageUrl(online, lang) : null,
    agentEmail: project.agentEmail,
  } satisfies Listing
}

function body(paragraphs: string[]) {
  const html = paragraphs
    .map((text) => `<p>${escapeHtml(text).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('')
  return {
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2327">${html}</body></html>`,
  }
}

/**
 * What follows a cancelled booking, in its transaction: the visitor's e-mail in their language
 * with the calendar CANCEL of the confirmation's event (same UID, higher SEQUENCE), and, when the
 * visitor cancelled, a notification to the agency and the listing's agent; the CRM webhook's
 * `booking.cancelled` (when the agency wants it). Every consequence of
 * a cancellation for the outside world is queued here, so that it commits with the cancellation.
 */
export async function announceBookingCancelled(
  tx: Executor,
  booking: CancelledBooking,
  config: SiteConfig,
): Promise<void> {
  const lang = booking.person.locale
  const agency = config.agency
  const listing = await listingOf(tx, booking, lang)
  const calendar = await writeAppointmentCalendar(tx, {
    appointmentId: booking.id,
    lang,
    organizer: { name: agency.name, email: agency.email },
    url: listing?.url ?? undefined,
    cancelled: true,
  })
  const t = await translatorFor(lang)
  const about = (to: Language) => ({
    when: formatSlotWhen(booking.startsAt, booking.endsAt, to),
    listing: listing?.name(to) ?? '',
    city: listing?.city ?? '',
    reference: listing?.reference ?? '',
  })
  const greeted = greetableName(booking.person.firstName ?? undefined)
  const visitor = body([
    greeted ? t('requestMail.greeting', { name: greeted }) : t('requestMail.greetingWithoutName'),
    t(booking.by === 'visitor' ? 'visitCancel.mail.byVisitor' : 'visitCancel.mail.byAgency', {
      ...about(lang),
      agency: agency.name,
    }),
    t('visitCancel.mail.calendar'),
    ...(listing?.url ? [t('visitCancel.mail.rebook', { url: listing.url })] : []),
    t('requestMail.signature', { agency: agency.name, phone: agency.phone, email: agency.email }),
  ])
  await enqueueMail(tx, {
    idempotencyKey: `appointment-cancel:${booking.uid}:visitor`,
    kind: 'appointment-cancellation',
    to: booking.person.email,
    subject: t('visitCancel.mail.subject', { agency: agency.name }),
    text: visitor.text,
    html: visitor.html,
    attachments: [calendar],
    language: lang,
  })
  if (booking.by === 'visitor') await notifyAgency(tx, booking, config, listing, about)
  await enqueueBookingWebhook(tx, 'booking.cancelled', booking.id, { cancelledBy: booking.by })
}

/** The agency's notice (and the listing agent's copy) that a visitor cancelled their visit. */
async function notifyAgency(
  tx: Executor,
  booking: CancelledBooking,
  config: SiteConfig,
  listing: Listing | null,
  about: (to: Language) => Record<string, string>,
) {
  const agency = config.agency
  const lang = booking.person.locale
  const agencyLang = config.defaultLanguage
  const a = await translatorFor(agencyLang)
  const name = [booking.person.firstName, booking.person.lastName].filter(Boolean).join(' ')
  const notice = body([
    a('visitCancel.mail.agencyIntro', {
      ...about(agencyLang),
      name: name || booking.person.email,
    }),
    a('visitCancel.mail.agencyPerson', {
      email: booking.person.email,
      phone: booking.person.phone ? formatPhone(booking.person.phone) : '–',
      language: a(`languages.${lang}`),
    }),
    a('visitCancel.mail.agencyFree'),
  ])
  const copies = agentCopy(listing?.agentEmail ?? null).filter(
    (address) => address.toLowerCase() !== agency.email.toLowerCase(),
  )
  for (const [index, to] of [agency.email, ...copies].entries()) {
    await enqueueMail(tx, {
      idempotencyKey: `appointment-cancel:${booking.uid}:agency${index === 0 ? '' : `:${index}`}`,
      kind: 'appointment-cancellation',
      to,
      replyTo: booking.person.email,
      subject: `${a('visitCancel.mail.agencySubject')}${name ? ` – ${name}` : ''}`,
      text: notice.text,
      html: notice.html,
      language: agencyLang,
    })
  }
}
