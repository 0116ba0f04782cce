import type { ComponentProps } from 'react'
import { getTranslations } from 'next-intl/server'
import { closedStatus, isUnitSold, type ProjectView, type PropertyView } from '@/features/catalogue'
import { formatNumber } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import {
  bookingAnchor,
  bookingOffer,
  BookingSection,
} from '@/features/requests/appointments/booking-section'
import bookingStyles from '@/features/requests/appointments/booking.module.css'
import { OfferFormLoader as OfferForm } from '@/features/requests/offer/offer-form-loader'
import { countryName } from '@/features/requests/valuation/country-name'
import {
  ConstructionContactForm,
  DocumentsForm,
  InfoVisitForm,
  RentalApplicationForm,
  SendToFriendForm,
} from './deferred-forms'
import { documentsFor } from './listing-documents'
import { rentalConditions } from './listing-mail.server'
import styles from './listing-requests.module.css'

/** The form anchors the side links point at; a link into a folded form unfolds it. */
const anchors = {
  contact: 'request-contact',
  rental: 'request-rental',
  offer: 'request-offer',
  documents: 'request-documents',
  friend: 'request-friend',
  construction: 'request-construction',
} as const

/**
 * Which forms a property offers: a sold or rented one is no longer visited, applied for, bid on
 * or documented.
 */
function propertyForms(property: PropertyView) {
  const closed = closedStatus(property) !== null
  return {
    closed,
    rental: property.goal !== 0 && !closed,
    offer: property.goal === 0 && !closed,
    documents: closed
      ? []
      : documentsFor({
          goal: property.goal,
          region: property.region,
          rootWebId: property.type.parent?.webId ?? property.type.webId,
        }),
  }
}

/**
 * The property page's requests: the question-or-visit form open as the main action, then the
 * rental application, the document request and send-to-a-friend folded under their names.
 */
export async function PropertyRequests({
  property,
  lang,
}: {
  property: PropertyView
  lang: Language
}) {
  const [t, b, privacyHref, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'listingForms' }),
    getTranslations({ locale: lang, namespace: 'booking' }),
    pageHref('privacy-statement', lang),
    getSiteConfig(),
  ])
  const offer = propertyForms(property)
  const conditions = offer.rental
    ? await rentalConditions(
        {
          details: property.details,
          region: property.region,
          rootWebId: property.type.parent?.webId ?? property.type.webId,
        },
        lang,
      )
    : []
  const target = { propertyId: property.id }
  const booking = offer.closed ? null : await bookingOffer(target, lang)
  const common = { locale: lang, propertyId: property.id, privacyHref }
  return (
    <section className={styles.requests} aria-labelledby="property-requests" data-print="hide">
      <h2 id="property-requests">{t('property.title')}</h2>
      <p className={styles.intro}>
        {offer.closed ? t('property.introClosed') : t('property.intro')}
      </p>
      <FormMessages namespaces={['listingForms', 'booking', 'offerForm', 'offerAmount']}>
        <div className={styles.primary}>
          <h3>{offer.closed ? t('contact.titleClosed') : t('contact.title')}</h3>
          <InfoVisitForm
            id={anchors.contact}
            {...common}
            timeSlots={config.contactTimeSlots}
            visits={!offer.closed}
          />
        </div>
        {booking && (
          <BookingBlock
            title={b('title')}
            offer={booking}
            target={target}
            lang={lang}
            privacyHref={privacyHref}
            alternative={{ id: anchors.contact, form: 'visit' }}
          />
        )}
        <div className={styles.more}>
          {offer.rental && (
            <RentalApplicationForm id={anchors.rental} {...common} conditions={conditions} />
          )}
          {offer.offer && (
            <OfferForm
              id={anchors.offer}
              {...common}
              today={brusselsDay(new Date())}
              country={countryName('BE', lang)}
              disclosureClassName={styles.disclosure}
            />
          )}
          {offer.documents.length > 0 && (
            <DocumentsForm id={anchors.documents} {...common} documents={offer.documents} />
          )}
          <SendToFriendForm id={anchors.friend} {...common} />
        </div>
      </FormMessages>
    </section>
  )
}

/** Links beside the agent card to each form of the property page. */
export async function PropertyRequestLinks({
  property,
  lang,
}: {
  property: PropertyView
  lang: Language
}) {
  const [t, b, o] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'listingForms.links' }),
    getTranslations({ locale: lang, namespace: 'booking' }),
    getTranslations({ locale: lang, namespace: 'offerForm' }),
  ])
  const offer = propertyForms(property)
  const booking = offer.closed ? null : await bookingOffer({ propertyId: property.id }, lang)
  const links = [
    { href: anchors.contact, label: offer.closed ? t('question') : t('contact'), main: true },
    ...(booking ? [{ href: bookingAnchor, label: b('link') }] : []),
    ...(offer.rental ? [{ href: anchors.rental, label: t('rental') }] : []),
    ...(offer.offer ? [{ href: anchors.offer, label: o('link') }] : []),
    ...(offer.documents.length > 0 ? [{ href: anchors.documents, label: t('documents') }] : []),
    { href: anchors.friend, label: t('friend') },
  ]
  return <RequestLinks title={t('title')} headingId="property-request-links" links={links} />
}

function RequestLinks({
  title,
  headingId,
  links,
}: {
  title: string
  headingId: string
  links: { href: string; label: string; main?: boolean }[]
}) {
  return (
    <nav className={styles.box} aria-labelledby={headingId} data-print="hide">
      <h2 id={headingId}>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={`#${link.href}`} className={link.main ? styles.main : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The project page's construction contact, about the project or one of its units. */
export async function ProjectRequests({ project, lang }: { project: ProjectView; lang: Language }) {
  const [t, b, units, privacyHref] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'listingForms' }),
    getTranslations({ locale: lang, namespace: 'booking' }),
    getTranslations({ locale: lang, namespace: 'catalogue.detail.units' }),
    pageHref('privacy-statement', lang),
  ])
  const target = { projectId: project.id }
  const booking = await bookingOffer(target, lang)
  const onOffer = project.units
    .filter((unit) => !isUnitSold(unit.status))
    .map((unit) => ({
      value: String(unit.id),
      label: [
        unit.name,
        unit.surface !== null ? units('area', { value: formatNumber(unit.surface) }) : '',
        unit.price !== null ? formatAmount(unit.price) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }))
  return (
    <section className={styles.requests} aria-labelledby="project-requests" data-print="hide">
      <h2 id="project-requests">{t('project.title')}</h2>
      <p className={styles.intro}>{t('project.intro')}</p>
      <FormMessages namespaces={['listingForms', 'booking']}>
        <div className={styles.primary}>
          <h3>{t('construction.title')}</h3>
          <ConstructionContactForm
            id={anchors.construction}
            locale={lang}
            projectId={project.id}
            privacyHref={privacyHref}
            units={onOffer}
          />
        </div>
        {booking && (
          <BookingBlock
            title={b('title')}
            offer={booking}
            target={target}
            lang={lang}
            privacyHref={privacyHref}
            alternative={{ id: anchors.construction, form: 'construction' }}
          />
        )}
      </FormMessages>
    </section>
  )
}

export async function ProjectRequestLinks({
  projectId,
  lang,
}: {
  projectId: number
  lang: Language
}) {
  const [t, b] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'listingForms.links' }),
    getTranslations({ locale: lang, namespace: 'booking' }),
  ])
  const booking = await bookingOffer({ projectId }, lang)
  return (
    <RequestLinks
      title={t('title')}
      headingId="project-request-links"
      links={[
        { href: anchors.construction, label: t('construction'), main: true },
        ...(booking ? [{ href: bookingAnchor, label: b('link') }] : []),
      ]}
    />
  )
}

/** The online booking beside the listing's main form, under its own heading. */
function BookingBlock({
  title,
  ...section
}: ComponentProps<typeof BookingSection> & { title: string }) {
  return (
    <div className={`${styles.primary} ${bookingStyles.block}`}>
      <h3>{title}</h3>
      <BookingSection {...section} />
    </div>
  )
}
