import { toPlainText } from '@/features/catalogue/helpers/description-cleaner'
import { countryById } from '@/lib/belgium/region'
import type { PropertyView } from './types'

/**
 * A CRM description as plain-text paragraphs: paragraph ends, line breaks and blank lines
 * separate them, every other tag and entity is removed (no markup reaches the page).
 */
export function descriptionParagraphs(text: string): string[] {
  return text
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n\n')
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((part) => toPlainText(part))
    .filter((part) => part !== '')
}

/** The ISO code of a CRM CountryID the site knows (10 Belgium, 50 Luxembourg). */
export function countryCode(countryId: unknown): 'BE' | 'LU' | null {
  const country = countryById(countryId)
  return country === 'belgium' ? 'BE' : country === 'luxembourg' ? 'LU' : null
}

/** A country's name in the language ('Luxembourg', 'Luxemburg'); '' when unknown. */
export function countryName(code: string | null, lang: string): string {
  if (!code) return ''
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? ''
  } catch {
    return ''
  }
}

export type AddressFields = {
  publishAddress: boolean
  street: string | null
  houseNumber: string | null
  boxNr: string | null
  zip: string
  city: string
}

/**
 * The address as one line: 'Rue du Moulin 123 box 11, 1050 Ixelles' (Belgian order: street,
 * number, box). Only the city when the address is not published.
 */
export function formatAddress(
  address: AddressFields,
  boxLabel: (box: string) => string,
  country = '',
): string {
  const place = address.publishAddress
    ? [
        [
          [address.street, address.houseNumber].filter((part) => part?.trim()).join(' '),
          address.boxNr?.trim() ? boxLabel(address.boxNr.trim()) : '',
        ]
          .filter(Boolean)
          .join(' '),
        `${address.zip} ${address.city}`.trim(),
      ]
        .filter(Boolean)
        .join(', ')
    : address.city
  return country ? `${place}, ${country}` : place
}

/** A property's address line, with its country when that is not Belgium. */
export function propertyAddress(
  property: PropertyView,
  lang: string,
  boxLabel: (box: string) => string,
): string {
  const code = countryCode(property.countryId)
  const country =
    code === 'BE' ? '' : countryName(code, lang) || (property.details.countryName ?? '')
  return formatAddress(property, boxLabel, country)
}
