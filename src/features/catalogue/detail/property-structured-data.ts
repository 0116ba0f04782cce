import type { Language } from '@/lib/i18n/languages'
import { parseNumber } from '@/lib/format/number-format'
import { closedStatus } from './price-text'
import { listingJsonLd } from './structured-data'
import { countryCode } from './text'
import type { PropertyView } from './types'

/** The property as schema.org RealEstateListing, with what its page shows of it. */
export function propertyJsonLd(
  property: PropertyView,
  page: { url: string; origin: string; name: string; description: string; lang: Language },
) {
  return listingJsonLd({
    ...page,
    goal: property.goal,
    status: closedStatus(property) ?? property.status,
    price: parseNumber(property.price),
    publishPrice: property.publishPrice,
    publishAddress: property.publishAddress,
    address: { ...property, country: countryCode(property.countryId) },
    lat: property.lat,
    lng: property.lng,
    photos: property.photos,
    datePosted: property.createdAt,
    dateModified: property.updatedAt,
    bedrooms: property.bedrooms,
    livingArea: property.livingArea,
  })
}
