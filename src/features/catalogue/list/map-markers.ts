import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import {
  closedStatus,
  priceText,
  type ClosedStatus,
  type PriceLabels,
} from '@/features/catalogue/detail/price-text'
import { propertyUrl } from '@/lib/routing/property-url'
import type { SearchGoal } from '@/features/catalogue/search/search-filters'
import type { MapPoint } from '@/features/catalogue/search/map-points'

/**
 * One marker of the map view, as the server hands it to the browser: plain JSON, only what the
 * marker and its popup show. The price is the text the cards show, worked out on the server, so
 * a hidden price never reaches the browser and a sold or rented property shows the marquee's
 * name (the marquee ignore list, specification §9) instead of its price.
 */
export type MapMarker = {
  id: number
  lat: number
  lng: number
  title: string
  price: string
  /** The detail page in the page's language. */
  url: string
  /** Sold or rented, for a marker of its own; null while on the market. */
  closed: ClosedStatus | null
}

/** The markers of the map points of a search, in the points' order. */
export function toMapMarkers(
  points: MapPoint[],
  {
    goal,
    lang,
    fallbackLanguage,
    listUrl,
    labels,
  }: {
    goal: SearchGoal
    lang: Language
    fallbackLanguage: Language
    listUrl: string
    labels: PriceLabels
  },
): MapMarker[] {
  return points.map((point) => ({
    id: point.id,
    lat: point.lat,
    lng: point.lng,
    title: localize(point.title, lang, fallbackLanguage) || point.reference,
    price: priceText(
      {
        ...point,
        goal,
        details: {
          priceUnitText: point.priceUnitText ?? undefined,
          marqueeName: point.marqueeName ?? undefined,
        },
      },
      labels,
    ),
    url: propertyUrl(
      listUrl,
      {
        reference: point.reference,
        city: point.city,
        type: { slug: point.typeSlug, name: point.typeName },
      },
      lang,
    ),
    closed: closedStatus(point),
  }))
}
