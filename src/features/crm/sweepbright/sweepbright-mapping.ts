import type { FeedProjectInput, FeedPropertyInput } from '@/features/catalogue/node'
import type { PropertyDetails } from '@/features/catalogue'
import type { CrmAgent, CrmPage, MappingContext } from '@/features/crm/connector'
import {
  amenityTokens,
  countryIdsByIso,
  facadesBySubType,
  floodRisks,
  goals,
  heatingByEnergy,
  openHouseCapacity,
  orientations,
  publishedStatuses,
  reportConformity,
  typeMap,
  unitStatuses,
  vatRegimes,
} from './sweepbright-fields'
import {
  readUnit,
  type SweepBrightEstate,
  type SweepBrightLocation,
  type SweepBrightProjectEstate,
} from './sweepbright-estate'
import {
  byOrdinal,
  codeText,
  count,
  euros,
  languageTexts,
  lookup,
  measure,
  oneText,
  referenceOf,
  slugOf,
  squareMetres,
} from './sweepbright-values'

type Mapped<T> = { record: T } | { reason: string }

/** Whether SweepBright's status means "show it on the site" (§5.1 whitelist). */
export function isPublished(estate: { status?: string | null }): boolean {
  return lookup(publishedStatuses, estate.status) !== undefined
}

function typeIdOf(estate: SweepBrightEstate): number | null {
  const type = lookup(typeMap, estate.type)
  if (!type) return null
  return lookup(type.subTypes, estate.sub_type) ?? type.root
}

function address(location: SweepBrightLocation | null | undefined) {
  const iso = (location?.country ?? 'BE').toUpperCase()
  const latitude = location?.geo?.latitude ?? null
  const longitude = location?.geo?.longitude ?? null
  const located = latitude !== null && longitude !== null && !(latitude === 0 && longitude === 0)
  return {
    iso,
    fields: {
      Street: location?.street?.trim() || null,
      HouseNumber: codeText(location?.number),
      BoxNr: codeText(location?.box),
      Zip: codeText(location?.postal_code) ?? '',
      City: location?.city?.trim() ?? '',
      CountryID: lookup(countryIdsByIso, iso) ?? null,
      Latitude: located ? latitude : null,
      Longitude: located ? longitude : null,
    },
  }
}

/** A unit has little of its own location: the project's fills what it lacks. */
function unitLocation(
  unit: SweepBrightLocation | null | undefined,
  project: SweepBrightLocation | null | undefined,
): SweepBrightLocation | null {
  if (!project) return unit ?? null
  if (!unit) return project
  const own = Object.fromEntries(
    Object.entries(unit).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  )
  return { ...project, ...own, geo: unit.geo?.latitude ? unit.geo : project.geo }
}

function photosOf(media: SweepBrightEstate['images']) {
  return byOrdinal(media).map((item) => ({ Url: item.url, Key: item.id }))
}

// A PDF plan would make the whole record invalid (the feed takes images only).
const imageName = /\.(jpe?g|png|webp)$/i
function plansOf(media: SweepBrightEstate['plans']) {
  return photosOf(
    media.filter((plan) =>
      plan.content_type
        ? plan.content_type.startsWith('image/')
        : imageName.test(plan.filename ?? ''),
    ),
  )
}

/** `open_homes` → open-house slots; an absent list leaves the site's slots as they are. */
function visitSlotsOf(openHomes: SweepBrightEstate['open_homes']) {
  if (!openHomes) return undefined
  return openHomes.flatMap((home) => {
    if (!home) return []
    const minutes = (Date.parse(home.end_date) - Date.parse(home.start_date)) / 60_000
    if (!Number.isFinite(minutes) || minutes < 5) return []
    return [
      {
        Start: home.start_date,
        Length: Math.min(480, Math.round(minutes)),
        Capacity: openHouseCapacity,
        OpenHouse: true,
      },
    ]
  })
}

function hasAmenity(estate: SweepBrightEstate, tokens: string[]): boolean {
  return (estate.amenities ?? []).some(
    (token) => typeof token === 'string' && tokens.includes(token),
  )
}

/** Drops absent members so that `Details` holds only what SweepBright said. */
function defined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(
    ([, member]) => member !== null && member !== undefined,
  )
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined
}

const year = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 2200
    ? value
    : null
const score = (value: string | null | undefined) =>
  value && /^[A-D]$/.test(value) ? (value as 'A' | 'B' | 'C' | 'D') : null
const orientation = (value: string | null | undefined) =>
  value && orientations.has(value.toUpperCase()) ? value.toUpperCase() : null

function detailsOf(estate: SweepBrightEstate): PropertyDetails {
  const legalEnergy = estate.legal?.energy
  const land = estate.legal?.property_and_land
  const rules = estate.legal?.regulations
  const energyFlags = estate.features?.energy ?? {}
  const heating = heatingByEnergy.find(([flag]) => energyFlags[flag] === true)?.[1] ?? null
  const flood = lookup(floodRisks, land?.flood_risk)
  const report = lookup(reportConformity, legalEnergy?.report_electricity_gas)
  const litigation = [rules?.pending_legal_proceedings, rules?.ongoing_litigation]
  const judicial = litigation.includes(true) ? 1 : litigation.includes(false) ? 0 : null
  const vatRegime = estate.price_vat_regime
  const vat = lookup(
    vatRegimes,
    vatRegime === null || vatRegime === undefined ? null : String(vatRegime),
  )
  const eLevel = legalEnergy?.e_level
  return (defined({
    showerRooms: count(estate.shower_rooms),
    toilets: count(estate.toilets),
    floors: count(estate.floors),
    facades: lookup(facadesBySubType, estate.sub_type),
    constructionYear: year(estate.building?.construction?.year),
    renovationYear: year(estate.building?.renovation?.year),
    epcTotal: measure(legalEnergy?.total_epc_value),
    co2Emission: measure(legalEnergy?.co2_emissions),
    eLevel: typeof eLevel === 'number' ? Math.round(eLevel) : null,
    heatingType: heating,
    glazing: estate.features?.ecology?.double_glazing ? 'double' : null,
    orientationTerrace: orientation(estate.terrace_orientation),
    orientationGarden: orientation(estate.garden_orientation),
    floodRisk: flood?.floodRisk,
    floodZone: flood?.floodZone,
    gScore: score(land?.flood_risk_building_score),
    pScore: score(land?.flood_risk_plot_score),
    certificates: report ? { electricity: report, gas: report } : null,
    hasGas: typeof energyFlags.gas === 'boolean' ? energyFlags.gas : null,
    hasCellar: hasAmenity(estate, amenityTokens.cellar) || null,
    hasAttic: hasAmenity(estate, amenityTokens.attic) || null,
    permit: rules?.building_permit,
    allotmentPermit: rules?.subdivision_authorisation,
    summons: rules?.urban_planning_breach,
    preemptiveRights: rules?.priority_purchase_right,
    judicialDecision: judicial,
    costs: defined({
      realEstateTax: euros(land?.cadastral_income),
      chargesRenter: euros(estate.price_recurring_costs?.amount),
      deposit: euros(estate.price_guarantee?.amount),
      inventoryCost: euros(estate.price_inventory_report_cost?.amount),
      agencyCost: euros(estate.agency_commission?.fixed_fee),
      vatRegime: vat,
    }),
    availability: estate.occupancy?.available_from ?? null,
    videoUrl: estate.video_url || null,
    virtualTourUrl: estate.virtual_tour_url || null,
  }) ?? {}) as PropertyDetails
}

type Parent = { reference: string; estate: SweepBrightProjectEstate }

/** One estate (a unit when `parent` is given) → a property record, or why it cannot be one. */
export function mapProperty(
  estate: SweepBrightEstate,
  context: MappingContext,
  parent: Parent | null = null,
): Mapped<FeedPropertyInput> {
  const status = lookup(publishedStatuses, estate.status)
  if (!status) return { reason: `status "${estate.status ?? ''}" is not published` }
  const goal = lookup(goals, estate.negotiation)
  if (goal === undefined) return { reason: `negotiation "${estate.negotiation ?? ''}" is unknown` }
  const typeId = typeIdOf(estate)
  if (typeId === null) return { reason: `type "${estate.type ?? ''}" has no site type` }
  const location = parent ? unitLocation(estate.location, parent.estate.location) : estate.location
  const { iso, fields } = address(location)
  if (fields.CountryID === null) return { reason: `country "${iso}" is not one the site lists` }
  const title = languageTexts(estate.description_title)
  if (!title) return { reason: 'no title (description_title) in any site language' }
  const description =
    languageTexts(estate.description) ??
    (parent && languageTexts(parent.estate.description)) ??
    title
  const price = goal === 1 && estate.price_base_rent?.amount ? estate.price_base_rent : estate.price
  const energy = estate.legal?.energy
  const epcLabel = energy?.epc_category ?? estate.epc_category
  const sizes = estate.sizes
  return {
    record: {
      Reference: referenceOf(estate),
      Goal: goal,
      TypeID: typeId,
      Status: status,
      PublishPrice: !(estate.price?.hidden ?? false),
      Price: euros(price?.amount),
      MarqueeName: estate.custom_price?.trim().slice(0, 100) || null,
      PublishAddress: !(location?.hidden ?? false),
      ...fields,
      CountryID: fields.CountryID,
      Bedrooms: count(estate.bedrooms),
      Bathrooms: count(estate.bathrooms),
      LivingArea: squareMetres(sizes?.liveable_area) ?? squareMetres(sizes?.net_area),
      PlotArea: squareMetres(sizes?.plot_area),
      EnergyPerformance: energy?.epc_value ?? estate.epc_value ?? null,
      EPCLabelText: epcLabel?.trim() || null,
      HasGarden: hasAmenity(estate, amenityTokens.garden),
      HasTerrace: hasAmenity(estate, amenityTokens.terrace),
      HasGarage: hasAmenity(estate, amenityTokens.garage),
      HasLift: hasAmenity(estate, amenityTokens.lift),
      Furnished: estate.features?.comfort?.furnished ?? false,
      Title: title,
      Description: description,
      Details: detailsOf(estate),
      Photos: photosOf(estate.images),
      FloorPlans: plansOf(estate.plans),
      // A unit without a negotiator of its own is the project negotiator's.
      AgentID: context.agentId({
        email: estate.negotiator?.email ?? parent?.estate.negotiator?.email ?? null,
      }),
      ProjectReference: parent?.reference ?? null,
      VisitSlots: visitSlotsOf(estate.open_homes),
    },
  }
}

function unitOf(unit: SweepBrightEstate) {
  const status = lookup(unitStatuses, unit.status)
  if (!status) return null
  const name = oneText(languageTexts(unit.description_title))
  return {
    // The feed needs a floor; a dash reads as "not stated" where the unit list shows it.
    Floor: codeText(unit.location?.floor) ?? '-',
    Name: (name ?? referenceOf(unit)).slice(0, 64),
    Surface: squareMetres(unit.sizes?.liveable_area),
    Bedrooms: count(unit.bedrooms),
    Price: unit.price?.hidden ? null : euros(unit.price?.amount),
    Status: status,
  }
}

/** A project estate → its project record and each published unit as a property of it (§3.2, §5.2). */
function mapProject(project: SweepBrightProjectEstate, context: MappingContext): CrmPage {
  const page: CrmPage = { properties: [], projects: [], skipped: [] }
  const reference = referenceOf(project)
  const units: SweepBrightEstate[] = []
  for (const raw of project.properties) {
    const read = readUnit(raw)
    if ('error' in read) page.skipped.push({ kind: 'property', crmId: read.id, reason: read.error })
    else units.push(read.unit)
  }
  for (const unit of units) {
    // An unpublished unit is left out; the runner unpublishes the project's units not returned.
    if (!isPublished(unit)) continue
    const mapped = mapProperty(unit, context, { reference, estate: project })
    if ('record' in mapped) page.properties.push({ crmId: unit.id, record: mapped.record })
    else page.skipped.push({ kind: 'property', crmId: unit.id, reason: mapped.reason })
  }

  const title = languageTexts(project.description_title)
  const name = oneText(title)
  const { iso, fields } = address(project.location)
  const description = languageTexts(project.description) ?? title
  const reason = !name
    ? 'no title (description_title) in any site language'
    : fields.CountryID === null
      ? `country "${iso}" is not one the site lists`
      : null
  if (reason || !name || !description || fields.CountryID === null) {
    page.skipped.push({ kind: 'project', crmId: project.id, reason: reason ?? 'no description' })
    return page
  }
  const record: FeedProjectInput = {
    Reference: reference,
    // The id's first block keeps two projects of the same name apart.
    Slug: [slugOf(name).slice(0, 100).replace(/-+$/, ''), slugOf(project.id.split('-')[0] ?? '')]
      .filter(Boolean)
      .join('-'),
    Name: name.slice(0, 200),
    PublicAddress: !(project.location?.hidden ?? false),
    ...fields,
    CountryID: fields.CountryID,
    Description: description,
    Photos: photosOf(project.images),
    Units: units.flatMap((unit) => unitOf(unit) ?? []),
    AgentID: context.agentId({ email: project.negotiator?.email ?? null }),
    VisitSlots: visitSlotsOf(project.open_homes),
  }
  page.projects.push({ crmId: project.id, record })
  return page
}

/**
 * The estate of a webhook as feed records: null when SweepBright's status says it is not on the
 * site (the runner unpublishes it), else a page with its record(s) or why each was skipped.
 */
export function mapEstate(
  estate: SweepBrightProjectEstate,
  context: MappingContext,
): CrmPage | null {
  if (!isPublished(estate)) return null
  const agents = negotiators(estate)
  if (estate.is_project) {
    return { ...mapProject(estate, context), agents }
  }
  const mapped = mapProperty(estate, context)
  return 'record' in mapped
    ? {
        properties: [{ crmId: estate.id, record: mapped.record }],
        projects: [],
        skipped: [],
        agents,
      }
    : {
        properties: [],
        projects: [],
        skipped: [{ kind: 'property', crmId: estate.id, reason: mapped.reason }],
        agents,
      }
}

/**
 * The negotiators an estate and its units name, as agents: the Website API has no users list, so
 * these are the CRM users the site learns of. A negotiator has no id: the e-mail stands for one.
 * The photo's URL is signed and expires; without its query it names the same photo every time.
 */
export function negotiators(estate: SweepBrightProjectEstate): CrmAgent[] {
  const units = estate.properties
    .map(readUnit)
    .flatMap((read) => ('unit' in read ? [read.unit] : []))
  const people = [estate.negotiator, ...units.map((unit) => unit.negotiator)]
  const agents = new Map<string, CrmAgent>()
  for (const person of people) {
    const email = person?.email?.trim().toLowerCase()
    if (!person || !email || agents.has(email)) continue
    const photo =
      person.photo_url && URL.canParse(person.photo_url) ? new URL(person.photo_url) : null
    agents.set(email, {
      crmId: email,
      firstName: person.first_name?.trim() ?? '',
      lastName: person.last_name?.trim() ?? '',
      email,
      phone: person.phone?.trim() ?? '',
      photoUrl: photo ? photo.href : null,
      ...(photo ? { photoKey: `${photo.origin}${photo.pathname}` } : {}),
      languages: [],
    })
  }
  return [...agents.values()]
}
