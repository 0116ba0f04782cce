import type { FeedProjectInput, FeedPropertyInput } from '@/features/catalogue/node'
import { toPlainText, type PropertyDetails } from '@/features/catalogue'
import type { MappingContext } from '@/features/crm/connector'
import type { Language } from '@/lib/i18n/languages'
import type { WhiseEstate, WhisePicture } from './whise-estate'
import {
  whiseActiveStatusIds,
  whiseAvailability,
  whiseCategoryTypes,
  whiseCountries,
  whiseDetailIds as ids,
  whiseDisplayDefaults,
  whiseFacades,
  whiseFloodRisks,
  whiseFloodZoneIds,
  whiseGoals,
  whiseHeatingTypes,
  whiseLanguages,
  whiseLifeAnnuityPurposeId,
  whiseNoSummonsId,
  whisePublishedDisplayStatusIds,
  whisePurposeStatuses,
  whiseRepresentativeFields,
  whiseSubCategoryTypes,
} from './whise-fields'

export type Mapped<T> = { record: T } | { skip: string }
type LanguageText = Partial<Record<Language, string>>

/** Whise's timestamp without zone (`2026-03-28T08:41:02.66`) compared as text: same zone, same format. */
export const whiseTimestamp = (value: string) => value.replace(' ', 'T')

/** The agency's reference made fit for the feed (§5.1: free text), else the estate id. */
export function whiseReference(estate: Pick<WhiseEstate, 'id' | 'referenceNumber'>): string {
  const cleaned = (estate.referenceNumber ?? '')
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 64)
  return cleaned || String(estate.id)
}

/** A project's URL name (§5.2): its name, then its id so two projects of one name differ. */
export function whiseProjectSlug(name: string, id: number): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const suffix = `-${id}`
  return `${words.slice(0, 120 - suffix.length).replace(/-+$/, '')}${suffix}`.replace(/^-/, '')
}

/** Plain text from Whise's HTML (§2.7): tags out, entities decoded, paragraphs on their own line. */
export function whiseHtmlToText(html: string): string {
  return html
    .split(/<br\s*\/?>|<\/(?:p|div|li|h[1-6])\s*>/i)
    .map(toPlainText)
    .filter(Boolean)
    .join('\n')
}

function languageTexts(
  list: WhiseEstate['shortDescription'],
  convert: (text: string) => string,
): LanguageText {
  const result: LanguageText = {}
  for (const item of list ?? []) {
    const language = whiseLanguages[item.languageId]
    const text = convert(item.content ?? '')
    if (language && text && !result[language]) result[language] = text
  }
  return result
}

const isEmpty = (text: LanguageText) => Object.keys(text).length === 0

/** Pictures in display order (missing `order` = 0), each file once, Key = the picture's id (§2.7). */
export function whisePhotos(pictures: WhisePicture[] | undefined) {
  const sorted = (pictures ?? [])
    .map((picture, index) => ({ picture, index }))
    .sort((a, b) => (a.picture.order ?? 0) - (b.picture.order ?? 0) || a.index - b.index)
  const seen = new Set<string>()
  const photos: { Url: string; Key: string }[] = []
  for (const { picture } of sorted) {
    const url = picture.urlXXL || picture.urlOriginal || picture.urlLarge || picture.urlSmall
    if (!url) continue
    const file = new URL(url, 'https://whise.invalid').pathname.split('/').pop() ?? url
    if (seen.has(file)) continue
    seen.add(file)
    photos.push({ Url: url, Key: String(picture.id) })
  }
  return photos.slice(0, 100)
}

type Details = Map<number, NonNullable<WhiseEstate['details']>[number]>

function detailsOf(estate: WhiseEstate): Details {
  return new Map((estate.details ?? []).map((detail) => [detail.id, detail]))
}

function text(details: Details, id: number): string | undefined {
  const value = details.get(id)?.value
  if (value === null || value === undefined) return undefined
  const trimmed = String(value).trim()
  return trimmed === '' ? undefined : trimmed
}

function number(details: Details, id: number): number | undefined {
  const value = text(details, id)
  if (value === undefined) return undefined
  const parsed = Number(value.replace(',', '.'))
  return Number.isFinite(parsed) ? parsed : undefined
}

const whole = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) || value < 0
    ? undefined
    : Math.round(value)

function flag(details: Details, id: number): boolean | undefined {
  const value = text(details, id)
  if (value === '1' || value?.toLowerCase() === 'true') return true
  if (value === '0' || value?.toLowerCase() === 'false') return false
  return undefined
}

const enumId = (details: Details, id: number) => details.get(id)?.enum?.id

/** `MM/dd/yyyy HH:mm` (§2.7) as an ISO date. */
export function whiseDetailDate(value: string | undefined): string | undefined {
  const match = value?.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})/)
  if (!match) return undefined
  const [, month = '', day = '', year = ''] = match
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** `energyValue` comes as a range string (`"179-179"`): its first number. */
function energyValue(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return value
  const match = value?.match(/\d+(?:[.,]\d+)?/)
  return match ? Number(match[0].replace(',', '.')) : undefined
}

/** Drops the members without a value, so an estate that lacks a detail sends no key for it. */
function compact<T extends Record<string, unknown>>(object: T): Partial<T> | undefined {
  const entries = Object.entries(object).filter(([, value]) => value !== undefined)
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : undefined
}

function propertyDetails(estate: WhiseEstate, details: Details): PropertyDetails {
  const floodZone = enumId(details, ids.floodZone)
  const summons = enumId(details, ids.summons)
  const judicial = flag(details, ids.judicialDecision)
  const availabilityDate = estate.availabilityDateTime?.slice(0, 10)
  return (
    compact({
      showerRooms: whole(number(details, ids.showerRooms)),
      toilets: whole(number(details, ids.toilets)),
      garages: whole(number(details, ids.garages)),
      parkings: whole(number(details, ids.parkingsInside)),
      parkingsExternal: whole(number(details, ids.parkingsOutside)),
      floors: whole(number(details, ids.floors)),
      facades: estate.fronts ? whiseFacades(estate.fronts) : undefined,
      surfaces: compact({
        total: number(details, ids.builtSurface) ?? number(details, ids.netSurface),
        terrace: number(details, ids.terraceSurface),
        garden: estate.gardenArea ?? undefined,
      }),
      frontWidth: number(details, ids.frontWidth),
      plotWidth: number(details, ids.plotWidth),
      constructionYear: whole(number(details, ids.constructionYear)),
      renovationYear: whole(number(details, ids.renovationYear)),
      epcTotal: number(details, ids.epcTotal),
      co2Emission: number(details, ids.co2),
      epcExpiry: whiseDetailDate(text(details, ids.epcExpiry)),
      heatingType: whiseHeatingTypes[enumId(details, ids.heating) ?? -1],
      floodRisk: whiseFloodRisks[enumId(details, ids.floodRisk) ?? -1],
      floodZone: floodZone === undefined ? undefined : floodZone === whiseFloodZoneIds.floodArea,
      riverbankZone:
        floodZone === undefined ? undefined : floodZone === whiseFloodZoneIds.riverside,
      hasGas: flag(details, ids.gas),
      hasWater: flag(details, ids.water),
      permit: flag(details, ids.permit),
      allotmentPermit: flag(details, ids.allotmentPermit),
      preemptiveRights: flag(details, ids.preemptiveRights),
      summons: summons === undefined ? undefined : summons !== whiseNoSummonsId,
      electricityConnection: flag(details, ids.electricity),
      drainConnection: flag(details, ids.sewer),
      judicialDecision: judicial === undefined ? undefined : judicial ? 1 : 0,
      costs: compact({
        realEstateTax:
          number(details, ids.cadastralIncome) ?? number(details, ids.indexedCadastralIncome),
        chargesRenter: number(details, ids.tenantCharges),
      }),
      availability:
        availabilityDate && /^\d{4}-\d{2}-\d{2}$/.test(availabilityDate)
          ? availabilityDate
          : whiseAvailability[estate.availability?.id ?? -1],
      virtualTourUrl: estate.linkVirtualVisit || estate.link3DModel || undefined,
      lifeAnnuity: estate.purpose?.id === whiseLifeAnnuityPurposeId ? {} : undefined,
    }) ?? {}
  )
}

function location(estate: WhiseEstate, details: Details) {
  const latitude = number(details, ids.latitude)
  const longitude = number(details, ids.longitude)
  const located = latitude !== undefined && longitude !== undefined && (latitude || longitude)
  return {
    Street: estate.address ?? null,
    HouseNumber: estate.number ?? null,
    BoxNr: estate.box ?? null,
    Zip: estate.zip ?? '',
    City: estate.city ?? '',
    CountryID: whiseCountries[estate.country?.id ?? 1],
    Latitude: located ? latitude : null,
    Longitude: located ? longitude : null,
  }
}

/** Why an estate is not on the site now (§5.1 status row), or null when it is. */
export function whiseUnpublishedReason(estate: WhiseEstate): string | null {
  if (!whiseActiveStatusIds.includes(estate.status?.id ?? 1)) {
    return `status ${estate.status?.id} is not active`
  }
  if (!whisePublishedDisplayStatusIds.includes(estate.displayStatusId ?? 2)) {
    return `display status ${estate.displayStatusId} is not online`
  }
  if (!estate.canHaveChildren && !whisePurposeStatuses[estate.purposeStatus?.id ?? -1]) {
    return `purpose status ${estate.purposeStatus?.id ?? 'none'} is not published`
  }
  return null
}

const isProject = (estate: WhiseEstate) => estate.canHaveChildren === true

export const whiseEstateKind = (estate: WhiseEstate) =>
  isProject(estate) ? 'project' : estate.parentId ? 'unit' : 'property'

function member(record: unknown, names: readonly string[]): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined
  for (const name of names) {
    const value = (record as Record<string, unknown>)[name]
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
      return String(value).trim()
    }
  }
  return undefined
}

/** A representative's members by the configurable names of whise-fields.ts. */
export function whiseRepresentative(record: unknown) {
  const fields = whiseRepresentativeFields
  return {
    id: member(record, fields.id),
    firstName: member(record, fields.firstName) ?? '',
    lastName: member(record, fields.lastName) ?? '',
    email: member(record, fields.email) ?? '',
    phone: member(record, fields.phone) ?? '',
    photo: member(record, fields.photo) ?? null,
  }
}

/** The site's agent of an estate's first representative that the site knows. */
function agentId(estate: WhiseEstate, context: MappingContext): number | null {
  for (const record of estate.representatives ?? []) {
    const { id, email } = whiseRepresentative(record)
    const agent = context.agentId({ crmId: id ?? null, email: email || null })
    if (agent !== null) return agent
  }
  return null
}

function typeId(estate: WhiseEstate): number | undefined {
  return (
    whiseSubCategoryTypes[estate.subCategory?.id ?? -1] ??
    whiseCategoryTypes[estate.category?.id ?? -1]
  )
}

function descriptions(estate: WhiseEstate): LanguageText {
  const long = languageTexts(estate.longDescription, whiseHtmlToText)
  const short = languageTexts(estate.shortDescription, whiseHtmlToText)
  return { ...short, ...long }
}

/**
 * The title per language: the one-line `sms` text where there is one; else the ad title (detail
 * 1914, in the request's language) or the estate's name (§5.1), under the description's first
 * language.
 */
function titles(estate: WhiseEstate, details: Details, description: LanguageText): LanguageText {
  const sms = languageTexts(estate.sms, (value) => value.trim().slice(0, 300))
  if (!isEmpty(sms)) return sms
  const fallback = (text(details, ids.title) ?? estate.name ?? '').slice(0, 300)
  const language = (Object.keys(description)[0] as Language | undefined) ?? 'nl'
  return fallback ? { [language]: fallback } : {}
}

const positive = (value: number | null | undefined) =>
  value !== null && value !== undefined && value > 0 ? Math.round(value) : null

/** A property (or a project's unit, with its project's reference) as a feed record. */
export function mapWhiseProperty(
  estate: WhiseEstate,
  context: MappingContext,
  projectReference: string | null = null,
): Mapped<FeedPropertyInput> {
  const unpublished = whiseUnpublishedReason(estate)
  if (unpublished) return { skip: unpublished }
  const goal = whiseGoals[estate.purpose?.id ?? -1]
  if (goal === undefined) return { skip: `purpose ${estate.purpose?.id ?? 'none'} is unknown` }
  const type = typeId(estate)
  if (type === undefined) {
    return { skip: `category ${estate.category?.id ?? 'none'} has no site type` }
  }
  if (estate.country && whiseCountries[estate.country.id] === undefined) {
    return { skip: `country ${estate.country.id} is not Belgium or Luxembourg` }
  }
  const details = detailsOf(estate)
  const description = descriptions(estate)
  if (isEmpty(description)) return { skip: 'no description in nl, fr, en or de' }
  return {
    record: {
      Reference: whiseReference(estate),
      Goal: goal,
      TypeID: type,
      Status: whisePurposeStatuses[estate.purposeStatus?.id ?? -1],
      PublishPrice: estate.displayPrice ?? whiseDisplayDefaults.price,
      Price: positive(estate.price),
      PublishAddress: estate.displayAddress ?? whiseDisplayDefaults.address,
      ...location(estate, details),
      Bedrooms: whole(estate.rooms) ?? null,
      Bathrooms: whole(estate.bathRooms) ?? null,
      LivingArea: estate.area ?? null,
      PlotArea: estate.groundArea ?? null,
      EnergyPerformance: number(details, ids.epcValue) ?? energyValue(estate.energyValue) ?? null,
      EPCLabelText: estate.energyClass || text(details, ids.epcLabel) || null,
      HasGarden: (estate.garden ?? 0) > 0,
      HasTerrace: (estate.terrace ?? 0) > 0,
      HasGarage: (estate.garage ?? 0) > 0,
      HasLift: flag(details, ids.lift) ?? false,
      Furnished: (estate.furnished ?? 0) > 0,
      Title: titles(estate, details, description),
      Description: description,
      Details: propertyDetails(estate, details),
      Photos: whisePhotos(estate.pictures),
      AgentID: agentId(estate, context),
      ProjectReference: projectReference,
    },
  }
}

type Unit = {
  Floor: string | number
  Name: string
  Surface: number | null
  Bedrooms: number | null
  Price: number | null
  Status: 'available' | 'option' | 'sold' | 'sold_out'
}
// A let unit is taken, as a sold one is: the unit list knows no "rented".
const unitStatuses = {
  available: 'available',
  option: 'option',
  sold: 'sold',
  rented: 'sold',
} as const

/** A unit row of its project (§5.2); units that are not published are not listed. */
function unitOf(estate: WhiseEstate): Unit | null {
  const status = whisePurposeStatuses[estate.purposeStatus?.id ?? -1]
  if (!status || whiseUnpublishedReason(estate)) return null
  return {
    // Houses of a project have no floor in Whise: they stand on the ground floor.
    Floor: estate.floor ?? '0',
    Name: (estate.name || whiseReference(estate)).slice(0, 64),
    Surface: estate.area ?? null,
    Bedrooms: whole(estate.rooms) ?? null,
    Price: positive(estate.price),
    Status: unitStatuses[status],
  }
}

/** A project estate and its units (estates whose `parentId` is the project's id). */
export function mapWhiseProject(
  project: WhiseEstate,
  units: WhiseEstate[],
  context: MappingContext,
): Mapped<FeedProjectInput> {
  const unpublished = whiseUnpublishedReason(project)
  if (unpublished) return { skip: unpublished }
  const details = detailsOf(project)
  const description = descriptions(project)
  if (isEmpty(description)) return { skip: 'no description in nl, fr, en or de' }
  const name = (project.name || whiseReference(project)).slice(0, 200)
  const ordered = [...units].sort(
    (a, b) => (a.estateOrder ?? 0) - (b.estateOrder ?? 0) || a.id - b.id,
  )
  const { Street, HouseNumber, BoxNr, Zip, City, CountryID, Latitude, Longitude } = location(
    project,
    details,
  )
  return {
    record: {
      Reference: whiseReference(project),
      Slug: whiseProjectSlug(name, project.id),
      Name: name,
      PublicAddress: project.displayAddress ?? whiseDisplayDefaults.address,
      Street,
      HouseNumber,
      BoxNr,
      Zip,
      City,
      CountryID,
      Latitude,
      Longitude,
      Description: description,
      Photos: whisePhotos(project.pictures),
      Units: ordered.map(unitOf).filter((unit): unit is Unit => unit !== null),
      AgentID: agentId(project, context),
    },
  }
}
