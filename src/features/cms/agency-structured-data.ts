import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { brusselsWallClock } from '@/lib/belgium/brussels-clock'
import { comingExceptions, lastDay } from '@/lib/site-config/opening-days'
import { siteLogo } from '@/lib/site-config/branding'
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
  today = brusselsWallClock(new Date()).day,
}: {
  config: SiteConfig
  lang: Language
  origin: string
  homeUrl: string
  /** The Brussels calendar's day: exceptions over before it are left out. */
  today?: string
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
    logo: absolute(siteLogo(config).src),
    image: absolute(siteLogo(config).src),
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
    openingHoursSpecification: [
      ...config.openingHours.map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
        opens: hours.opens,
        closes: hours.closes,
      })),
      // Holidays and special hours still to come, as schema.org dates them; a closed day opens
      // and closes at midnight.
      ...comingExceptions(config.openingExceptions, today).map((exception) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: exception.from,
        validThrough: lastDay(exception),
        opens: exception.opens ?? '00:00',
        closes: exception.closes ?? '00:00',
      })),
    ],
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
