import type { PropertyDetails } from '@/features/catalogue/property-details-schema'
import { addDays } from './dates'
import { depositMonthsMaximum } from '@/lib/belgium/rental-deposit'
import type { Facts } from './listing-facts'
import type { ListingPlan } from './listing-plan'
import type { Place } from './places'
import type { Rng } from './prng'
import { typeIds as t } from './property-types'

type Input = {
  plan: ListingPlan
  facts: Facts
  place: Place
  price: number
  epcValue: number | null
  today: string
  rng: Rng
}

const pointsOfInterest = [
  'school',
  'supermarket',
  'train-station',
  'bus-stop',
  'park',
  'pharmacy',
  'hospital',
  'sports-centre',
  'motorway',
] as const

const oneDecimal = (value: number) => Math.round(value * 10) / 10
const roundTo = (value: number, step: number) => Math.round(value / step) * step

function building({ facts, plan, rng }: Input): PropertyDetails {
  const isHome = facts.kind === 'house' || facts.kind === 'apartment'
  const newBuild = Boolean(plan.projectId)
  const heating = newBuild
    ? 'heat-pump'
    : facts.kind === 'apartment' && facts.bedrooms === 0
      ? 'electric'
      : rng.pick(plan.poorEnergy ? ['gas', 'oil'] : ['gas', 'gas', 'gas', 'oil', 'heat-pump'])
  return {
    constructionYear: facts.constructionYear ?? undefined,
    renovationYear: facts.renovationYear ?? undefined,
    heatingType: heating,
    glazing: newBuild ? 'triple' : plan.poorEnergy && rng.chance(0.5) ? 'single' : 'double',
    windowFrame: rng.pick(['pvc', 'aluminium', 'wood']),
    kitchen: isHome ? rng.pick(['fully-equipped', 'fully-equipped', 'semi-equipped']) : undefined,
    floorCovering: isHome ? rng.pick(['parquet', 'tiles', 'laminate']) : 'concrete',
    roofMaterial: facts.kind === 'house' ? rng.pick(['tiles', 'slate', 'flat-roof']) : undefined,
    roofCondition:
      facts.kind === 'house'
        ? plan.poorEnergy
          ? 'to-renovate'
          : rng.pick(['good', 'new'])
        : undefined,
    hasGas: heating === 'gas',
    hasWater: true,
    hasCellar: isHome ? rng.chance(0.6) : undefined,
    hasAttic: facts.kind === 'house' ? rng.chance(0.5) : undefined,
    certificates: {
      electricity: newBuild || rng.chance(0.8) ? 'compliant' : 'non-compliant',
      gas: heating === 'gas' ? 'compliant' : undefined,
    },
  }
}

function rooms({ facts }: Input): PropertyDetails {
  if (facts.kind !== 'house' && facts.kind !== 'apartment') return {}
  const bedrooms = facts.bedrooms ?? 0
  return {
    showerRooms: bedrooms >= 3 ? 1 : 0,
    toilets: bedrooms >= 3 ? 2 : 1,
    garages: facts.hasGarage ? (bedrooms >= 5 ? 2 : 1) : 0,
    parkingsExternal: facts.kind === 'house' && facts.facades !== 'closed' ? 2 : 0,
    floors: facts.floors ?? undefined,
    facades: facts.facades ?? undefined,
    orientationGarden: facts.hasGarden ? facts.orientation : undefined,
    orientationTerrace: facts.hasTerrace ? facts.orientation : undefined,
    orientationRear: facts.kind === 'house' ? facts.orientation : undefined,
  }
}

function surfaces({ facts }: Input): PropertyDetails {
  const storeShare = facts.kind === 'business' && facts.plotArea ? 0.85 : 0.15
  const total =
    facts.kind === 'house' ? roundTo((facts.livingArea ?? 0) * 1.18, 5) : (facts.area ?? undefined)
  const all = {
    total,
    terrace: facts.terraceArea ?? undefined,
    garden: facts.gardenArea ?? undefined,
    office:
      facts.kind === 'business' ? roundTo((facts.area ?? 0) * (1 - storeShare), 5) : undefined,
    store: facts.kind === 'business' ? roundTo((facts.area ?? 0) * storeShare, 5) : undefined,
  }
  return {
    surfaces: Object.values(all).some((value) => value !== undefined) ? all : undefined,
    frontWidth: facts.frontWidth ?? undefined,
    plotWidth: facts.kind === 'land' ? (facts.frontWidth ?? undefined) : undefined,
  }
}

function energy({ facts, place, epcValue, plan, today, rng }: Input): PropertyDetails {
  if (epcValue === null) return {}
  const issued = plan.projectId ? today : addDays(today, -rng.int(60, 3000))
  const floorArea = facts.livingArea ?? facts.area ?? 0
  return {
    epcTotal: roundTo(epcValue * floorArea, 10),
    epcExpiry: `${Number(issued.slice(0, 4)) + 10}${issued.slice(4)}`.replace('-02-29', '-02-28'),
    eLevel: (facts.constructionYear ?? 0) >= 2015 ? rng.int(20, 45) : undefined,
    // Brussels listings must show the CO₂ emissions next to the label.
    co2Emission:
      place.region === 'Brussels' ? Math.round(epcValue * rng.float(0.18, 0.22)) : undefined,
  }
}

function regionalObligations({ facts, place, today, rng }: Input): PropertyDetails {
  if (place.region === 'Flanders') {
    const pScore = rng.pick(['A', 'A', 'A', 'A', 'B', 'C'] as const)
    const gScore = rng.pick(['A', 'A', 'A', 'B'] as const)
    const floodZone = pScore !== 'A' || gScore !== 'A'
    // Flemish sales of buildings from before 2001 need an asbestos inventory certificate.
    const oldBuilding = facts.constructionYear !== null && facts.constructionYear < 2001
    return {
      pScore,
      gScore,
      floodZone,
      floodRisk: floodZone ? (pScore === 'C' ? 'effective' : 'possible') : 'none',
      riverbankZone: rng.chance(0.05),
      asbestos: oldBuilding
        ? {
            type: rng.chance(0.7) ? 'asbestos-safe' : 'not-asbestos-safe',
            date: addDays(today, -rng.int(30, 700)),
          }
        : undefined,
      certificates: { ground: 'no-known-pollution' },
      mobiscore: mobiscore(rng),
    }
  }
  if (place.region === 'Wallonia') {
    const floodZone = rng.chance(0.12)
    return {
      floodZone,
      floodRisk: floodZone ? 'low' : 'none',
      certificates: { ground: 'no-known-pollution' },
    }
  }
  if (place.region === 'Brussels') {
    return { floodZone: false, floodRisk: 'none', certificates: { ground: 'category-0' } }
  }
  return {}
}

function mobiscore(rng: Rng): NonNullable<PropertyDetails['mobiscore']> {
  const scores = {
    shops: oneDecimal(rng.float(5, 9.6)),
    education: oneDecimal(rng.float(5, 9.6)),
    health: oneDecimal(rng.float(4, 9.4)),
    leisure: oneDecimal(rng.float(4, 9.4)),
    transport: oneDecimal(rng.float(3.5, 9.6)),
    services: oneDecimal(rng.float(4, 9.4)),
  }
  const values = Object.values(scores)
  return { ...scores, overall: oneDecimal(values.reduce((sum, v) => sum + v, 0) / values.length) }
}

/** The mandatory urban-planning mentions of a Belgian sale (permit, summons, pre-emption…). */
function saleMentions({ plan, facts, rng }: Input): PropertyDetails {
  return {
    permit: facts.kind !== 'land',
    allotmentPermit: plan.typeId === t.buildingPlot,
    summons: false,
    preemptiveRights: rng.chance(0.1),
    judicialDecision: 0,
    electricityConnection: facts.kind !== 'land' || rng.chance(0.6),
    drainConnection: facts.kind !== 'land' || rng.chance(0.5),
    availability: plan.status === 'sold' ? undefined : 'at-deed',
  }
}

function saleCosts({ plan, facts, price, rng }: Input): PropertyDetails['costs'] {
  const size = facts.livingArea ?? facts.area ?? (facts.plotArea ?? 0) / 20
  const newBuild = Boolean(plan.projectId)
  return {
    realEstateTax: Math.round(size * rng.float(6, 11)),
    chargesOwner: facts.kind === 'apartment' ? roundTo(rng.int(60, 220), 5) : undefined,
    vatRegime: newBuild ? 'vat-21' : undefined,
    vatValue: newBuild ? Math.round(price * 0.21) : undefined,
    garagePrice:
      facts.kind === 'apartment' && facts.hasGarage
        ? roundTo(rng.int(22_000, 35_000), 1000)
        : undefined,
  }
}

function rentalTerms({ plan, facts, place, price, today, rng }: Input): PropertyDetails {
  const isHome = facts.kind === 'house' || facts.kind === 'apartment'
  // Never above the region's legal maximum for a home, which the site states (src/lib/belgium/).
  const drawn = rng.pick([2, 3])
  const months =
    isHome && place.region ? Math.min(drawn, depositMonthsMaximum[place.region]) : drawn
  const bedrooms = facts.bedrooms ?? 0
  return {
    costs: {
      deposit: price * months,
      chargesRenter: facts.kind === 'apartment' ? roundTo(rng.int(60, 200), 5) : 0,
      inventoryCost: isHome ? roundTo(rng.int(200, 350), 10) : undefined,
    },
    contractType: isHome
      ? rng.pick(['main-residence-9-years', 'main-residence-9-years', 'main-residence-3-years'])
      : facts.kind === 'garage'
        ? 'garage-lease'
        : 'commercial-lease',
    availability:
      plan.status === 'rented'
        ? undefined
        : rng.chance(0.5)
          ? 'immediately'
          : addDays(today, rng.int(14, 75)),
    minimumIncome: isHome ? roundTo(price * 3, 50) : undefined,
    maximumPersons: isHome ? (bedrooms === 0 ? 2 : bedrooms * 2 + 1) : undefined,
  }
}

function lifeAnnuity(rng: Rng): PropertyDetails['lifeAnnuity'] {
  return {
    age1: rng.int(76, 84),
    age2: rng.int(74, 82),
    gender: 'couple',
    type: 'occupied',
    indexedRent: roundTo(rng.int(750, 1200), 10),
    survivalAnnuity: true,
    maxDuration: rng.int(12, 20),
  }
}

// A CRM sends only what it knows: fields left undefined above are dropped, not stored as null.
function compact<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

export function buildDetails(input: Input): PropertyDetails {
  const { plan, facts, rng } = input
  const regional = regionalObligations(input)
  const base = building(input)
  const terms =
    plan.goal === 'sale'
      ? { ...saleMentions(input), contractType: 'private-sale', costs: saleCosts(input) }
      : rentalTerms(input)
  const details: PropertyDetails = {
    ...(facts.kind === 'land' || facts.kind === 'garage' ? {} : base),
    ...rooms(input),
    ...surfaces(input),
    ...energy(input),
    ...regional,
    certificates:
      facts.kind === 'land' || facts.kind === 'garage'
        ? regional.certificates
        : { ...base.certificates, ...regional.certificates },
    ...terms,
    pointsOfInterest: rng.shuffle(pointsOfInterest).slice(0, rng.int(2, 4)),
    lifeAnnuity: plan.lifeAnnuity ? lifeAnnuity(rng) : undefined,
  }
  return compact(details)
}
