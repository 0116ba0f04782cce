import type { FeedProjectInput, FeedPropertyInput } from '@/features/catalogue/node'
import type { MappingContext } from '@/features/crm/connector'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import type { OmnicasaItem } from './omnicasa-client'
import {
  constructionNameToFacades,
  constructionToFacades,
  goalMap,
  listingAgentEmailFields,
  listingAgentIdFields,
  optionNamePattern,
  pictureItemLists,
  pictureUrlList,
  projectFields as pf,
  propertyFields as f,
  statusMap,
  webIdToTypeId,
} from './omnicasa-fields'
import {
  compact,
  flag,
  num,
  paragraphs,
  pick,
  positive,
  slugOf,
  text,
  whole,
} from './omnicasa-values'

/** One CRM record as each language pass returned it; the primary language's is complete. */
export type ByLanguage = Partial<Record<Language, OmnicasaItem>>

export type Mapped<T> = { crmId: string; record: T } | { crmId: string; skip: string }

type Texts = Partial<Record<Language, string>>
/** A feed photo (docs/feed-format.md "Photos"), with the CRM's picture id as its Key. */
export type FeedPhoto = { Url: string; Key?: string; Alt?: Texts }
type FeedUnit = {
  Floor: string
  Name: string
  Surface?: number
  Bedrooms?: number
  Price?: number
  Status: 'available' | 'option' | 'sold'
}

function languageTexts(byLanguage: ByLanguage, read: (item: OmnicasaItem) => string | null) {
  const texts: Texts = {}
  for (const lang of supportedLanguages) {
    const item = byLanguage[lang]
    const value = item ? read(item) : null
    if (value) texts[lang] = value
  }
  return texts
}

/**
 * The pictures in display order, keyed by Omnicasa's picture id (§1.5); each language pass gives
 * the picture's name in its language, the alt text.
 */
export function photosOf(primary: OmnicasaItem, byLanguage: ByLanguage): FeedPhoto[] {
  const listName = pictureItemLists.find((name) => Array.isArray(primary[name]))
  if (!listName) {
    const urls = Array.isArray(primary[pictureUrlList])
      ? (primary[pictureUrlList] as unknown[])
      : []
    return urls.flatMap((url) => (text(url) ? [{ Url: text(url)! }] : []))
  }
  const namesById = new Map<string, Texts>()
  for (const lang of supportedLanguages) {
    const items = byLanguage[lang]?.[listName]
    if (!Array.isArray(items)) continue
    for (const item of items as OmnicasaItem[]) {
      const id = text(item?.ID)
      const name = text(item?.Name)
      if (!id || !name) continue
      namesById.set(id, { ...namesById.get(id), [lang]: name.slice(0, 300) })
    }
  }
  return (primary[listName] as OmnicasaItem[]).flatMap((item) => {
    const url = text(item?.Url)
    if (!url) return []
    const key = text(item.ID)
    const alt = key ? namesById.get(key) : undefined
    return [
      compact({
        Url: url,
        Key: key,
        Alt: alt && Object.keys(alt).length ? alt : null,
      }) as FeedPhoto,
    ]
  })
}

function agentOf(item: OmnicasaItem, context: MappingContext): number | null {
  const crmId = text(pick(item, listingAgentIdFields))
  const email = text(pick(item, listingAgentEmailFields))
  return crmId || email ? context.agentId({ crmId, email }) : null
}

function facadesOf(item: OmnicasaItem) {
  const byId = constructionToFacades[whole(item[f.construction]) ?? -1]
  if (byId) return byId
  const name = text(item[f.constructionName])
  return name ? constructionNameToFacades.find(([pattern]) => pattern.test(name))?.[1] : undefined
}

function isOption(item: OmnicasaItem): boolean {
  return [item[f.subStatusName], item.MarqueeName].some(
    (name) => typeof name === 'string' && optionNamePattern.test(name),
  )
}

function coordinates(item: OmnicasaItem) {
  const latitude = num(item[f.latitude])
  const longitude = num(item[f.longitude])
  // CRMs write 0,0 (or leave one out) for "unknown": no marker rather than a refused record.
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) {
    return { Latitude: null, Longitude: null }
  }
  return { Latitude: latitude, Longitude: longitude }
}

function address(item: OmnicasaItem) {
  return {
    Street: text(item.Street),
    HouseNumber: text(item.HouseNumber),
    BoxNr: text(item.BoxNr),
    Zip: text(item.Zip),
    City: text(item.City),
    CountryID: whole(item[f.countryId]) ?? 10,
    ...coordinates(item),
  }
}

function detailsOf(item: OmnicasaItem): FeedPropertyInput['Details'] {
  const year = whole(item.ConstructionYear)
  const surfaces = compact({
    total: positive(item.SurfaceTotal),
    terrace: positive(item.SurfaceTerrace),
    garden: positive(item.SurfaceGarden),
    office: positive(item.SurfaceOffice),
    store: positive(item.SurfaceStore),
  })
  return compact({
    showerRooms: whole(item.NumberOfShowerRooms),
    toilets: whole(item.NumberOfToilets),
    garages: whole(item.NumberOfGarages),
    parkings: whole(item.NumberOfParkings),
    facades: facadesOf(item),
    surfaces: Object.keys(surfaces).length > 0 ? surfaces : null,
    constructionYear: year !== null && year >= 1000 && year <= 2200 ? year : null,
    heatingType: text(item.HeatingName),
    glazing: text(item.WindowGlazing),
    kitchen: text(item.KitchenName),
    orientationTerrace: text(item.OrientationT),
    hasCellar: flag(item.HasCellar),
    hasAttic: flag(item.HasAttic),
  })
}

/** An Omnicasa property (§1.5) as a feed property record (§5.1), or why it is left out. */
export function mapProperty(
  byLanguage: ByLanguage,
  primary: OmnicasaItem,
  context: MappingContext,
): Mapped<FeedPropertyInput> {
  const crmId = text(primary[f.id]) ?? '?'
  const skip = (reason: string) => ({ crmId, skip: reason })
  if (crmId === '?') return skip('the record has no ID')
  const goal = goalMap[whole(primary[f.goal]) ?? -1]
  if (goal === undefined) return skip(`Goal ${String(primary[f.goal])} is neither sale nor rent`)
  const webId = whole(primary[f.webId])
  const typeId = webIdToTypeId[webId ?? -1]
  if (typeId === undefined) return skip(`WebID ${String(primary[f.webId])} has no site type`)
  const baseStatus = statusMap[whole(primary[f.status]) ?? -1]
  if (!baseStatus) return skip(`Status ${String(primary[f.status])} is not published`)
  const place = address(primary)
  if (!place.Zip || !place.City) return skip('the record has no Zip or City')

  const title = languageTexts(byLanguage, (item) => {
    const noun =
      text(item[f.typeDescription]) ?? text(item[f.typeName]) ?? text(primary.MainTypeName)
    return (noun ? `${noun} – ${place.City}` : (place.City ?? '')).slice(0, 300)
  })
  const description = languageTexts(byLanguage, (item) =>
    paragraphs(...f.descriptions.map((name) => item[name])),
  )
  if (Object.keys(description).length === 0) return skip('the record has no description')
  const garages = whole(primary.NumberOfGarages)
  const projectId = text(primary[f.projectId])

  const record: FeedPropertyInput = {
    Reference: crmId,
    Goal: goal,
    TypeID: typeId,
    Status: baseStatus === 'available' && isOption(primary) ? 'option' : baseStatus,
    PublishPrice: flag(primary.PublishPrice) ?? true,
    Price: whole(primary.Price),
    PriceUnit: whole(primary[f.priceUnit]),
    PriceUnitText: text(primary.PriceUnitText),
    Marquee: whole(primary.Marquee),
    MarqueeName: text(primary.MarqueeName),
    PublishAddress: flag(primary[f.publishAddress]) ?? true,
    ...place,
    Zip: place.Zip,
    City: place.City,
    CountryName: text(primary.CountryName),
    Bedrooms: whole(primary.NumberOfBedRooms),
    Bathrooms: whole(primary.NumberOfBathRooms),
    LivingArea: positive(primary.SurfaceLiving) ?? positive(primary.SurfaceTotal),
    PlotArea: positive(primary.SurfaceGround),
    EnergyPerformance: num(primary.EnergyPerformance),
    EPCLabelText: text(primary.EPCLabelText),
    HasGarden: flag(primary.HasGarden) ?? false,
    HasTerrace: flag(primary.HasTerrace) ?? false,
    HasGarage: (garages ?? 0) > 0 || flag(primary.HasGarage) === true,
    HasLift: flag(primary.HasLift) ?? false,
    Furnished: flag(primary.HasFurnished) ?? false,
    Title: title,
    Description: description,
    Details: detailsOf(primary),
    Photos: photosOf(primary, byLanguage),
    AgentID: agentOf(primary, context),
    ProjectReference: projectId && projectId !== '0' ? projectId : null,
  }
  return { crmId, record }
}

function unitStatus(item: OmnicasaItem): 'available' | 'option' | 'sold' {
  const status = statusMap[whole(item[f.status]) ?? -1]
  if (status === 'sold' || status === 'rented') return 'sold'
  return isOption(item) ? 'option' : 'available'
}

/**
 * An Omnicasa project (§1.6) with its units (properties whose ProjectID is the project's, in the
 * primary language) as a feed project record (§5.2), or why it is left out.
 */
export function mapProject(
  byLanguage: ByLanguage,
  primary: OmnicasaItem,
  units: OmnicasaItem[],
  context: MappingContext,
): Mapped<FeedProjectInput> {
  const crmId = text(primary[pf.id]) ?? '?'
  const skip = (reason: string) => ({ crmId, skip: reason })
  if (crmId === '?') return skip('the record has no ID')
  const name = text(primary[pf.name])
  if (!name) return skip('the project has no Name')
  // The project's own address when it has one, else its first unit's ([inferred], §1.6).
  const located = [primary, ...units].find((item) => text(item.Zip) && text(item.City))
  if (!located) return skip('neither the project nor a unit has a Zip and City')
  const place = address(located)
  const description = languageTexts(byLanguage, (item) =>
    paragraphs(...pf.descriptions.map((field) => item[field])),
  )
  if (Object.keys(description).length === 0) return skip('the project has no description')

  const record: FeedProjectInput = {
    Reference: crmId,
    Slug: slugOf(name, crmId),
    Name: name.slice(0, 200),
    PublicAddress: flag(located[pf.publicAddress] ?? located[f.publishAddress]) ?? true,
    ...place,
    Zip: place.Zip!,
    City: place.City!,
    Description: description,
    Photos: photosOf(primary, byLanguage),
    Units: units.map(
      (unit) =>
        compact({
          // A unit without a floor still belongs in the list; '-' says the floor is unknown.
          Floor: text(unit[pf.unitFloor]) ?? '-',
          Name: (text(unit[pf.unitName]) ?? text(unit[f.id]) ?? '-').slice(0, 64),
          Surface: positive(unit[pf.unitSurface]) ?? positive(unit.SurfaceTotal),
          Bedrooms: whole(unit.NumberOfBedRooms),
          Price: whole(unit.Price),
          Status: unitStatus(unit),
        }) as FeedUnit,
    ),
    AgentID: agentOf(primary, context),
  }
  return { crmId, record }
}
