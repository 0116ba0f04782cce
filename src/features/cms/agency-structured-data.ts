import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'

/** The id other schema.org blocks name the agency by (a testimonial's reviewed item). */
export const agencyId = (origin: string) => new URL('/#agency', origin).toString()

/**
 * The agency as a schema.org RealEstateAgent from the site configuration: office address,
 * position, opening hours, phone and e-mail (the home and the office page).
 */
export function agencyJsonLd({
  config,
  lang,
  origin,
  homeUrl,
}: {
  config: SiteConfig
  lang: Language
  origin: string
  homeUrl: string
}) {
  const { agency } = config
  const absolute = (path: string) => new URL(path, origin).toString()
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agencyId(origin),
    name: agency.name,
    legalName: agency.legalName,
    url: absolute(homeUrl),
    logo: absolute(config.header.logo.src),
    image: absolute(config.header.logo.src),
    telephone: agency.phone,
    email: agency.email,
    vatID: agency.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: localize(agency.city, lang, config.defaultLanguage),
      addressCountry: localize(agency.country, lang, config.defaultLanguage),
    },
    geo: { '@type': 'GeoCoordinates', latitude: agency.lat, longitude: agency.lng },
    openingHoursSpecification: config.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
  }
}

/**
 * The home page's schema.org data: the agency (agencyJsonLd) and the site as a WebSite whose
 * SearchAction is the sale list's town search (`searchUrl`, when that list is published).
 */
export function homeJsonLd({
  config,
  lang,
  origin,
  homeUrl,
  searchUrl,
}: {
  config: SiteConfig
  lang: Language
  origin: string
  homeUrl: string
  searchUrl?: string
}) {
  const { agency } = config
  const absolute = (path: string) => new URL(path, origin).toString()
  const agent = agencyJsonLd({ config, lang, origin, homeUrl })
  const site = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: agency.name,
    url: absolute(homeUrl),
    inLanguage: lang,
    publisher: { '@id': agencyId(origin) },
    ...(searchUrl && {
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absolute(searchUrl)}?place={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    }),
  }
  return [agent, site]
}
