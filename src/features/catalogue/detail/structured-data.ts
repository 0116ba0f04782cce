import type { Photo } from '@/server/db/schema'

export type Crumb = { name: string; href?: string }

/** schema.org BreadcrumbList; the last crumb (the page itself) may have no link. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: new URL(crumb.href, origin).toString() } : {}),
    })),
  }
}

export type PostalAddressInput = {
  street: string | null
  houseNumber: string | null
  boxNr: string | null
  zip: string
  city: string
  /** ISO 3166 code, 'BE' or 'LU'. */
  country: string | null
}

function postalAddress(address: PostalAddressInput) {
  // Belgian notation of a box number: 'Rue du Moulin 123/11'.
  const number =
    address.houseNumber && address.boxNr
      ? `${address.houseNumber}/${address.boxNr}`
      : (address.houseNumber ?? '')
  const streetAddress = [address.street, number].filter(Boolean).join(' ')
  return {
    '@type': 'PostalAddress',
    ...(streetAddress ? { streetAddress } : {}),
    postalCode: address.zip,
    addressLocality: address.city,
    ...(address.country ? { addressCountry: address.country } : {}),
  }
}

const geo = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } : null

const images = (photos: readonly Photo[], origin: string) =>
  photos.map((photo) => new URL(photo.file, origin).toString())

export type ListingJsonLdInput = {
  url: string
  origin: string
  name: string
  description: string
  lang: string
  /** 0 = for sale, anything else for rent. */
  goal: number
  status: string
  /** The price is public (PublishPrice) and a number. */
  price: number | null
  publishPrice: boolean
  /** The address is public (PublishAddress): address and coordinates are given. */
  publishAddress: boolean
  address: PostalAddressInput
  lat: number | null
  lng: number | null
  photos: readonly Photo[]
  datePosted: Date
  dateModified?: Date
  bedrooms: number | null
  livingArea: number | null
}

/**
 * schema.org RealEstateListing (decisions.md §7) with the offer (price in EUR, monthly for a
 * rental) when the price is public and the place (address and coordinates) when the address is.
 */
export function listingJsonLd(input: ListingJsonLdInput) {
  const closed = input.status === 'sold' || input.status === 'rented'
  const forSale = input.goal === 0
  const place = {
    '@type': 'Accommodation',
    name: input.name,
    ...(input.publishAddress
      ? { address: postalAddress(input.address) }
      : {
          address: {
            '@type': 'PostalAddress',
            addressLocality: input.address.city,
            ...(input.address.country ? { addressCountry: input.address.country } : {}),
          },
        }),
    ...(input.publishAddress && geo(input.lat, input.lng)
      ? { geo: geo(input.lat, input.lng) }
      : {}),
    ...(input.bedrooms !== null ? { numberOfBedrooms: input.bedrooms } : {}),
    ...(input.livingArea !== null
      ? { floorSize: { '@type': 'QuantitativeValue', value: input.livingArea, unitCode: 'MTK' } }
      : {}),
  }
  const offer =
    input.publishPrice && input.price !== null && input.price > 0
      ? {
          '@type': 'Offer',
          price: input.price,
          priceCurrency: 'EUR',
          businessFunction: forSale
            ? 'http://purl.org/goodrelations/v1#Sell'
            : 'http://purl.org/goodrelations/v1#LeaseOut',
          availability: closed ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          url: input.url,
          ...(forSale
            ? {}
            : {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  price: input.price,
                  priceCurrency: 'EUR',
                  unitCode: 'MON',
                },
              }),
          itemOffered: place,
        }
      : null
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': input.url,
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: input.lang,
    datePosted: input.datePosted.toISOString(),
    ...(input.dateModified ? { dateModified: input.dateModified.toISOString() } : {}),
    image: images(input.photos, input.origin),
    about: place,
    ...(offer ? { offers: offer } : {}),
  }
}

export type ProjectJsonLdInput = {
  url: string
  origin: string
  name: string
  description: string
  publicAddress: boolean
  address: PostalAddressInput
  lat: number | null
  lng: number | null
  photos: readonly Photo[]
}

/** schema.org Residence (a Place) for a new-build project. */
export function projectJsonLd(input: ProjectJsonLdInput) {
  const coordinates = input.publicAddress ? geo(input.lat, input.lng) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    '@id': input.url,
    url: input.url,
    name: input.name,
    description: input.description,
    address: input.publicAddress
      ? postalAddress(input.address)
      : {
          '@type': 'PostalAddress',
          addressLocality: input.address.city,
          ...(input.address.country ? { addressCountry: input.address.country } : {}),
        },
    ...(coordinates ? { geo: coordinates } : {}),
    image: images(input.photos, input.origin),
  }
}
