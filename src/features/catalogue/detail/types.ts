import type { MultiLang, Photo } from '@/server/db/schema'
import type { Region } from '@/lib/belgium/region'
import type { PropertyDetails } from '@/features/catalogue/property-details-schema'

/** A property type with its root (the type itself when it is a root). */
export type PropertyTypeView = {
  id: number
  parentId: number | null
  webId: number
  name: MultiLang
  slug: MultiLang
  parent: { id: number; webId: number; name: MultiLang; slug: MultiLang } | null
}

export type AgentView = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
  photo: string | null
  role: MultiLang
  languages: string[]
  /** Their page below the team page; null when they have none. */
  slug: string | null
}

/** What a property card (similar properties, a project's constructions) needs. */
export type PropertySummary = {
  id: number
  reference: string
  /** 0 = for sale, 1 = for rent. */
  goal: number
  /** available | option | sold | rented */
  status: string
  publishPrice: boolean
  price: number | null
  priceUnit: number | null
  marquee: number | null
  zip: string
  city: string
  region: Region | null
  lat: number | null
  lng: number | null
  bedrooms: number | null
  livingArea: number | null
  title: MultiLang
  photos: Photo[]
  details: PropertyDetails
  type: PropertyTypeView
}

/** A published property with its type and contact person, as the detail page shows it. */
export type PropertyView = PropertySummary & {
  published: boolean
  publishAddress: boolean
  street: string | null
  houseNumber: string | null
  boxNr: string | null
  countryId: number
  bathrooms: number | null
  plotArea: number | null
  epcValue: number | null
  epcLabel: string | null
  hasGarden: boolean
  hasTerrace: boolean
  hasGarage: boolean
  hasLift: boolean
  furnished: boolean
  description: MultiLang
  /** Apart from the photos: their own section and viewer. */
  floorPlans: Photo[]
  agent: AgentView | null
  projectId: number | null
  createdAt: Date
  updatedAt: Date
  /** The published price before its reductions; null when not reduced or not published. */
  reducedFrom: number | null
  /** The published price's changes, oldest first; empty when the price is not published. */
  priceHistory: PriceChange[]
}

export type PriceChange = { previousPrice: number; price: number; changedAt: Date }

export type ProjectUnitView = {
  id: number
  floor: string
  name: string
  surface: number | null
  bedrooms: number | null
  price: number | null
  /** available | option | sold | sold_out */
  status: string
}

export type ProjectDocument = { title: MultiLang; file: string }

/** A published new-build project with its price list, constructions and contact person. */
export type ProjectView = {
  id: number
  reference: string
  slug: string
  name: string
  publicAddress: boolean
  street: string | null
  houseNumber: string | null
  boxNr: string | null
  zip: string
  city: string
  countryId: number
  lat: number | null
  lng: number | null
  description: MultiLang
  delivery: MultiLang | null
  situation: MultiLang | null
  technicalInfo: MultiLang | null
  photos: Photo[]
  documents: ProjectDocument[]
  units: ProjectUnitView[]
  /** The project's published properties (specification: "constructions"). */
  constructions: PropertySummary[]
  agent: AgentView | null
  createdAt: Date
  updatedAt: Date
}
