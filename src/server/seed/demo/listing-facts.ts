import type { ListingPlan } from './listing-plan'
import type { Rng } from './prng'
import { propertyType, typeIds as t } from './property-types'

export type Kind = 'house' | 'apartment' | 'land' | 'business' | 'garage'
export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW'
const directions: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']

/** The physical property, drawn once so the columns, the details and the texts agree. */
export type Facts = {
  kind: Kind
  bedrooms: number | null
  bathrooms: number | null
  livingArea: number | null
  /** Floor area of a business property or a garage; the living area for homes. */
  area: number | null
  plotArea: number | null
  gardenArea: number | null
  terraceArea: number | null
  frontWidth: number | null
  hasGarden: boolean
  hasTerrace: boolean
  hasGarage: boolean
  hasLift: boolean
  furnished: boolean
  constructionYear: number | null
  renovationYear: number | null
  orientation: Direction
  floors: number | null
  facades: 'open' | 'half-open' | 'closed' | null
}

/** A project unit a listing sells: its size comes from the project, not from chance. */
export type UnitFacts = { surface: number; bedrooms: number }

const kindsByWebId: Record<number, Kind> = {
  1: 'house',
  2: 'apartment',
  3: 'land',
  4: 'business',
  5: 'business',
  6: 'business',
  7: 'garage',
}

export function kindOf(typeId: number): Kind {
  const kind = kindsByWebId[propertyType(typeId).webId]
  if (!kind) throw new Error(`No kind for type ${typeId}`)
  return kind
}

const round = (value: number, step: number) => Math.round(value / step) * step

type Home = { bedrooms: number; living: number; plot: number | null }

function home(typeId: number, rng: Rng): Home {
  switch (typeId) {
    case t.studio:
      return { bedrooms: 0, living: rng.int(28, 42), plot: null }
    case t.duplex:
      return { bedrooms: rng.int(2, 3), living: rng.int(95, 140), plot: null }
    case t.penthouse:
      return { bedrooms: rng.int(2, 3), living: rng.int(110, 175), plot: null }
    case t.groundFloorApartment:
      return { bedrooms: rng.int(1, 2), living: rng.int(62, 95), plot: null }
    case t.apartment: {
      const bedrooms = rng.pick([1, 2, 2, 2, 3])
      return { bedrooms, living: 42 + bedrooms * 22 + rng.int(-4, 14), plot: null }
    }
    case t.terracedHouse:
      return {
        bedrooms: rng.int(2, 4),
        living: rng.int(110, 170),
        plot: round(rng.int(110, 260), 5),
      }
    case t.semiDetachedHouse:
      return {
        bedrooms: rng.int(3, 4),
        living: rng.int(140, 200),
        plot: round(rng.int(320, 720), 5),
      }
    case t.villa:
      return {
        bedrooms: rng.int(4, 6),
        living: rng.int(230, 380),
        plot: round(rng.int(950, 2800), 10),
      }
    case t.bungalow:
      return {
        bedrooms: rng.int(2, 3),
        living: rng.int(100, 150),
        plot: round(rng.int(600, 1200), 10),
      }
    default:
      return {
        bedrooms: rng.int(2, 4),
        living: rng.int(120, 190),
        plot: round(rng.int(220, 700), 5),
      }
  }
}

const businessArea: Record<number, [number, number]> = {
  [t.office]: [120, 420],
  [t.officeBuilding]: [600, 1500],
  [t.practice]: [80, 160],
  [t.commercial]: [90, 260],
  [t.shop]: [90, 260],
  [t.restaurant]: [120, 250],
  [t.industrial]: [500, 1500],
  [t.warehouse]: [800, 2400],
  [t.workshop]: [250, 700],
}

const garageOdds: Record<number, number> = {
  [t.villa]: 1,
  [t.bungalow]: 0.8,
  [t.semiDetachedHouse]: 0.7,
  [t.house]: 0.5,
  [t.terracedHouse]: 0.25,
  [t.penthouse]: 0.8,
}

const housesFacades: Record<number, Facts['facades']> = {
  [t.terracedHouse]: 'closed',
  [t.semiDetachedHouse]: 'half-open',
  [t.villa]: 'open',
  [t.bungalow]: 'open',
}

const emptyFacts = (kind: Kind, rng: Rng): Facts => ({
  kind,
  bedrooms: null,
  bathrooms: null,
  livingArea: null,
  area: null,
  plotArea: null,
  gardenArea: null,
  terraceArea: null,
  frontWidth: null,
  hasGarden: false,
  hasTerrace: false,
  hasGarage: false,
  hasLift: false,
  furnished: false,
  constructionYear: null,
  renovationYear: null,
  orientation: rng.pick(directions),
  floors: null,
  facades: null,
})

function builtIn(plan: ListingPlan, kind: Kind, thisYear: number, rng: Rng) {
  if (plan.projectId) return { constructionYear: thisYear + 1, renovationYear: null }
  if (plan.poorEnergy) return { constructionYear: rng.int(1920, 1972), renovationYear: null }
  const constructionYear =
    kind === 'house' ? rng.int(1925, thisYear - 3) : rng.int(1965, thisYear - 2)
  const renovated = constructionYear < 1995 && rng.chance(0.45)
  return {
    constructionYear,
    renovationYear: renovated ? rng.int(Math.max(constructionYear + 20, 2008), thisYear - 1) : null,
  }
}

function homeFacts(
  plan: ListingPlan,
  kind: Kind,
  unit: UnitFacts | undefined,
  thisYear: number,
  rng: Rng,
): Facts {
  const typeId = plan.typeId
  const drawn = home(typeId, rng)
  const bedrooms = unit?.bedrooms ?? drawn.bedrooms
  const living = unit?.surface ?? drawn.living
  const isHouse = kind === 'house'
  const hasGarden = isHouse
    ? typeId !== t.terracedHouse || rng.chance(0.9)
    : typeId === t.groundFloorApartment
  // Every unit of the demo projects has a terrace, as their brochures say.
  const hasTerrace =
    typeId === t.penthouse ||
    unit !== undefined ||
    rng.chance(isHouse ? 0.5 : typeId === t.studio ? 0.3 : 0.75)
  const footprint = isHouse ? Math.round(living / (typeId === t.bungalow ? 1 : 2)) : 0
  return {
    ...emptyFacts(kind, rng),
    ...builtIn(plan, kind, thisYear, rng),
    bedrooms,
    bathrooms: bedrooms >= 4 ? rng.int(2, 3) : bedrooms === 3 && rng.chance(0.4) ? 2 : 1,
    livingArea: living,
    area: living,
    plotArea: drawn.plot,
    gardenArea: hasGarden
      ? drawn.plot
        ? Math.max(30, round(drawn.plot - footprint - 20, 5))
        : rng.int(40, 140)
      : null,
    terraceArea: hasTerrace
      ? typeId === t.penthouse
        ? rng.int(25, 60)
        : rng.int(isHouse ? 12 : 6, isHouse ? 30 : 18)
      : null,
    frontWidth: isHouse
      ? rng.int(typeId === t.terracedHouse ? 5 : 8, typeId === t.villa ? 24 : 11)
      : null,
    hasGarden,
    hasTerrace,
    hasGarage: rng.chance(garageOdds[typeId] ?? (isHouse ? 0.5 : 0.3)),
    hasLift:
      !isHouse &&
      typeId !== t.groundFloorApartment &&
      (typeId === t.penthouse || unit !== undefined || rng.chance(0.7)),
    furnished:
      plan.goal === 'rent' && rng.chance(typeId === t.studio ? 0.7 : isHouse ? 0.05 : 0.15),
    floors: isHouse ? (typeId === t.bungalow ? 1 : rng.int(2, 3)) : rng.int(3, 8),
    facades: isHouse
      ? (housesFacades[typeId] ?? rng.pick(['closed', 'half-open', 'open'] as const))
      : null,
  }
}

export function drawFacts(plan: ListingPlan, thisYear: number, rng: Rng, unit?: UnitFacts): Facts {
  const kind = kindOf(plan.typeId)
  if (kind === 'house' || kind === 'apartment') return homeFacts(plan, kind, unit, thisYear, rng)
  if (kind === 'land') {
    const agricultural = plan.typeId === t.agriculturalLand
    const plot = agricultural ? round(rng.int(6000, 22000), 50) : round(rng.int(450, 1200), 5)
    return {
      ...emptyFacts(kind, rng),
      plotArea: plot,
      frontWidth: agricultural ? rng.int(40, 120) : rng.int(12, 25),
    }
  }
  if (kind === 'garage') {
    const box = plan.typeId !== t.parkingSpace
    return {
      ...emptyFacts(kind, rng),
      area: box ? rng.int(15, 20) : rng.int(12, 14),
      hasGarage: box,
    }
  }
  const [min, max] = businessArea[plan.typeId] ?? [100, 300]
  const area = round(rng.int(min, max), 5)
  const industrial = propertyType(plan.typeId).webId === t.industrial
  const hasTerrace = plan.typeId === t.restaurant && rng.chance(0.6)
  return {
    ...emptyFacts(kind, rng),
    ...builtIn(plan, kind, thisYear, rng),
    bathrooms: 1,
    area,
    plotArea: industrial ? round(area * rng.float(1.6, 2.6), 50) : null,
    terraceArea: hasTerrace ? rng.int(20, 60) : null,
    hasTerrace,
    hasGarage: plan.typeId === t.officeBuilding || rng.chance(0.3),
    hasLift: plan.typeId === t.officeBuilding || (plan.typeId === t.office && rng.chance(0.5)),
    floors: industrial ? 1 : rng.int(1, 5),
  }
}
