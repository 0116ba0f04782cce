import type { projects, projectUnits } from '@/server/db/schema'
import { normalizeTownName } from '@/lib/belgium/region'
import type { ProjectRecord } from './feed-schema'
import type { ImportedPhoto } from './photo-store'

// `documents` is not part of the feed, so the import leaves it as the agency set it.
export type ProjectValues = Required<
  Omit<typeof projects.$inferInsert, 'id' | 'reference' | 'documents' | 'createdAt' | 'updatedAt'>
>

export type UnitValues = Required<Omit<typeof projectUnits.$inferInsert, 'id' | 'projectId'>>

export function projectValues(record: ProjectRecord, photos: ImportedPhoto[]): ProjectValues {
  return {
    slug: record.Slug,
    name: record.Name,
    publicAddress: record.PublicAddress,
    street: record.Street,
    houseNumber: record.HouseNumber,
    boxNr: record.BoxNr,
    zip: record.Zip,
    city: normalizeTownName(record.City),
    countryId: record.CountryID,
    lat: record.Latitude,
    lng: record.Longitude,
    description: record.Description,
    delivery: record.Delivery,
    situation: record.Situation,
    technicalInfo: record.TechnicalInfo,
    photos,
    agentId: record.AgentID,
    published: true,
  }
}

export function unitValues(record: ProjectRecord): UnitValues[] {
  return record.Units.map((unit) => ({
    floor: unit.Floor,
    name: unit.Name,
    surface: unit.Surface,
    bedrooms: unit.Bedrooms,
    price: unit.Price,
    status: unit.Status,
  }))
}
