import { sql, type SQL } from 'drizzle-orm'
import {
  properties as p,
  propertyTypes as types,
  type MultiLang,
  type Photo,
} from '@/server/db/schema'
import { epcLabels, type EpcLabel } from '@/lib/belgium/epc'
import { isRegion, type Region } from '@/lib/belgium/region'

/** What a card in the grid or list view shows of a listing, and what its link needs. */
export type ListingCard = {
  id: number
  reference: string
  goal: 0 | 1
  /** available | option | sold | rented */
  status: string
  typeId: number
  /** The WebID of the type's root (house, apartment…), which picks its icon. */
  typeWebId: number
  typeName: MultiLang
  /** For the detail URL (list path + city slug + type slug + reference). */
  typeSlug: MultiLang
  /** Null when the agency does not publish the price: it never leaves the server. */
  price: number | null
  /** The published price before its reductions (migration 0018); null when not reduced. */
  reducedFrom: number | null
  priceUnit: number | null
  publishPrice: boolean
  marquee: number | null
  priceUnitText: string | null
  marqueeName: string | null
  city: string
  zip: string
  region: Region | null
  bedrooms: number | null
  livingArea: number | null
  epcLabel: EpcLabel | null
  /** Null when the address is not published, so the map cannot reveal it. */
  lat: number | null
  lng: number | null
  title: MultiLang
  photo: Photo | null
  /** How many photos the listing has, for the count on the card's photo. */
  photoCount: number
  hasGarden: boolean
  hasTerrace: boolean
  hasGarage: boolean
  hasLift: boolean
  furnished: boolean
  projectId: number | null
  createdAt: Date
}

/** The card columns, aliased as the keys of ListingCardRow; `property_types` must be joined. */
export const listingCardColumns: SQL = sql`
  ${p.id} as "id", ${p.reference} as "reference", ${p.goal} as "goal", ${p.status} as "status",
  ${p.typeId} as "typeId", ${types.name} as "typeName", ${types.slug} as "typeSlug",
  coalesce((select root.web_id from property_types root where root.id = ${types.parentId}),
    ${types.webId}) as "typeWebId",
  case when ${p.publishPrice} then ${p.price} end as "price",
  case when ${p.publishPrice} and ${p.reducedFrom} > ${p.price} then ${p.reducedFrom} end
    as "reducedFrom",
  ${p.priceUnit} as "priceUnit",
  ${p.publishPrice} as "publishPrice", ${p.marquee} as "marquee",
  ${p.details} ->> 'priceUnitText' as "priceUnitText",
  ${p.details} ->> 'marqueeName' as "marqueeName",
  ${p.city} as "city", ${p.zip} as "zip", ${p.region} as "region", ${p.bedrooms} as "bedrooms",
  ${p.livingArea} as "livingArea", ${p.epcLabel} as "epcLabel",
  case when ${p.publishAddress} then ${p.lat} end as "lat",
  case when ${p.publishAddress} then ${p.lng} end as "lng",
  ${p.title} as "title", ${p.photos} -> 0 as "photo",
  jsonb_array_length(${p.photos}) as "photoCount",
  ${p.hasGarden} as "hasGarden", ${p.hasTerrace} as "hasTerrace", ${p.hasGarage} as "hasGarage",
  ${p.hasLift} as "hasLift", ${p.furnished} as "furnished", ${p.projectId} as "projectId",
  ${p.createdAt} as "createdAt"`

export type ListingCardRow = Omit<ListingCard, 'goal' | 'region' | 'epcLabel' | 'createdAt'> & {
  goal: number
  region: string | null
  epcLabel: string | null
  createdAt: Date | string
}

const isEpcLabel = (value: string | null): value is EpcLabel =>
  value !== null && (epcLabels as readonly string[]).includes(value)

/** The card of a row; copies the card's fields only (a query row may carry more, as the total). */
export function toListingCard(row: ListingCardRow): ListingCard {
  return {
    id: row.id,
    reference: row.reference,
    goal: row.goal === 0 ? 0 : 1,
    status: row.status,
    typeId: row.typeId,
    typeWebId: row.typeWebId,
    typeName: row.typeName,
    typeSlug: row.typeSlug,
    price: row.price,
    reducedFrom: row.reducedFrom,
    priceUnit: row.priceUnit,
    publishPrice: row.publishPrice,
    marquee: row.marquee,
    priceUnitText: row.priceUnitText,
    marqueeName: row.marqueeName,
    city: row.city,
    zip: row.zip,
    region: isRegion(row.region) ? row.region : null,
    bedrooms: row.bedrooms,
    livingArea: row.livingArea,
    epcLabel: isEpcLabel(row.epcLabel) ? row.epcLabel : null,
    lat: row.lat,
    lng: row.lng,
    title: row.title,
    photo: row.photo,
    photoCount: row.photoCount,
    hasGarden: row.hasGarden,
    hasTerrace: row.hasTerrace,
    hasGarage: row.hasGarage,
    hasLift: row.hasLift,
    furnished: row.furnished,
    projectId: row.projectId,
    createdAt: new Date(row.createdAt),
  }
}
