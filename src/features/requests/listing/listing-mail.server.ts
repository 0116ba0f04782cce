import 'server-only'
import { cleanDescription, priceText, type PropertyDetails } from '@/features/catalogue'
import { formatAmount } from '@/lib/format/price-format'
import { legalDepositMonths } from '@/lib/belgium/rental-deposit'
import type { Region } from '@/lib/belgium/region'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { translatorFor } from '@/lib/i18n/server-translator'
import { escapeHtml } from '@/lib/html/escape-html'
import type { MailLine, RequestMail } from '@/server/requests/request-mail.server'
import {
  projectAddress,
  publishedAddress,
  type ProjectTarget,
  type PropertyTarget,
} from './listing-target.server'

/** The property's title in `lang`, its reference when it has none. */
export const propertyTitle = (property: PropertyTarget, lang: Language, fallback: Language) =>
  localize(property.title, lang, fallback) || property.reference

/** What the agency needs to know which property a request is about: reference, title, address. */
export async function propertyLines(
  property: PropertyTarget,
  lang: Language,
  fallback: Language,
): Promise<MailLine[]> {
  const t = await translatorFor(lang)
  return [
    { label: t('listingMail.reference'), value: property.reference },
    { label: t('listingMail.property'), value: propertyTitle(property, lang, fallback) },
    { label: t('listingMail.address'), value: await publishedAddress(property, lang) },
  ]
}

export async function projectLines(project: ProjectTarget, lang: Language): Promise<MailLine[]> {
  const t = await translatorFor(lang)
  return [
    { label: t('listingMail.reference'), value: project.reference },
    { label: t('listingMail.project'), value: project.name },
    {
      label: t('listingMail.address'),
      value: await projectAddress(project, lang),
    },
  ]
}

/** The e-mails' link to the page, labelled in each e-mail's language. */
export function pageLink(url: string, kind: 'property' | 'project'): RequestMail['link'] {
  return {
    url,
    label: async (lang) =>
      (await translatorFor(lang))(
        kind === 'property' ? 'listingMail.propertyPage' : 'listingMail.projectPage',
      ),
  }
}

/**
 * The landlord's conditions of specification §9, as the rental application shows them and the
 * e-mails repeat them: the minimum income and maximum persons when the listing has them, then
 * what signing the lease costs, with the listing's own deposit (the regional legal maximum for a
 * home that states none) rather than the specification's fixed three months, which the listing's
 * deposit and Brussels or Walloon law would contradict.
 */
export async function rentalConditions(
  listing: { details: PropertyDetails; region: Region | null; rootWebId: number },
  lang: Language,
) {
  const t = await translatorFor(lang)
  const { details } = listing
  const deposit = details.costs?.deposit
  const months = legalDepositMonths({ region: listing.region, webId: listing.rootWebId })
  return [
    ...(details.minimumIncome
      ? [t('listingForms.rental.minimumIncome', { amount: formatAmount(details.minimumIncome) })]
      : []),
    ...(details.maximumPersons
      ? [t('listingForms.rental.maximumPersons', { count: details.maximumPersons })]
      : []),
    deposit
      ? t('listingForms.rental.signingDeposit', { deposit: formatAmount(deposit) })
      : months !== null && listing.region !== null
        ? t('listingForms.rental.signingLegalMaximum', { months, region: listing.region })
        : t('listingForms.rental.signingNoDeposit'),
  ]
}

export type FriendMailInput = {
  property: PropertyTarget
  url: string
  lang: Language
  fallback: Language
  sender: { firstName: string; lastName: string }
  friend: { firstName: string }
  message?: string
  agency: { name: string; phone: string }
}

/**
 * The e-mail a visitor sends a friend. Whatever the visitor typed is text: it is escaped in the
 * HTML part and never made a link; the only link is the property's page on this site.
 */
export async function friendMail(input: FriendMailInput) {
  const { property, url, lang, sender, agency } = input
  const t = await translatorFor(lang)
  const name = `${sender.firstName} ${sender.lastName}`
  const title = propertyTitle(property, lang, input.fallback)
  const price = priceText(property, {
    startingFrom: t('catalogue.price.startingFrom'),
    priceOnRequest: t('catalogue.price.onRequest'),
    perMonth: t('catalogue.price.perMonth'),
    sold: t('catalogue.detail.status.sold'),
    rented: t('catalogue.detail.status.rented'),
  })
  const facts = [
    title,
    price,
    await publishedAddress(property, lang),
    t('listingMail.friend.reference', { reference: property.reference }),
  ]
  const description = cleanDescription(localize(property.description, lang, input.fallback))
  const greeting = t('listingMail.friend.greeting', { name: input.friend.firstName })
  const intro = t('listingMail.friend.intro', { name, agency: agency.name })
  const messageTitle = t('listingMail.friend.message', { name })
  const linkLabel = t('listingMail.friend.link')
  const footer = t('listingMail.friend.footer', {
    name,
    agency: agency.name,
    phone: agency.phone,
  })
  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts,
    ...(description ? ['', description] : []),
    ...(input.message ? ['', messageTitle, input.message] : []),
    '',
    `${linkLabel}${lang === 'fr' ? ' : ' : ': '}${url}`,
    '',
    '--',
    footer,
  ].join('\n')
  const paragraph = (content: string) => `<p>${escapeHtml(content)}</p>`
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2327">',
    paragraph(greeting),
    paragraph(intro),
    `<p><strong>${escapeHtml(title)}</strong><br>${facts.slice(1).map(escapeHtml).join('<br>')}</p>`,
    description ? paragraph(description) : '',
    input.message
      ? `${paragraph(messageTitle)}<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>`
      : '',
    `<p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('')
  return {
    subject: t('listingMail.friend.subject', { name, title }).replace(/\s+/g, ' '),
    text,
    html,
  }
}
