import type { projects, projectUnits } from '@/server/db/schema'
import { agentIds } from './agents'
import { addDays, atUtc, yearOf } from './dates'
import { projectIds } from './ids'
import type { UnitFacts } from './listing-facts'
import { listingPlan } from './listing-plan'
import { projectTexts } from './project-texts'
import { projectPhotos } from './photos'
import { belgianPlace, jitter } from './places'
import { createRng, type Rng } from './prng'
import { typeIds } from './property-types'
import { each } from './words'

type ProjectRow = typeof projects.$inferInsert
type UnitRow = typeof projectUnits.$inferInsert
type LinkedUnit = UnitFacts & { price: number; name: string }
type DrawnUnit = Required<Omit<UnitRow, 'id'>> & LinkedUnit

type Spec = {
  id: number
  key: keyof typeof projectTexts
  name: string
  slug: string
  reference: string
  zip: string
  street: string
  houseNumber: string
  agentId: number
  /** Asking price per m², VAT excluded, as new builds are advertised in Belgium. */
  perM2: [number, number]
}

const specs: Spec[] = [
  {
    id: projectIds.gent,
    key: 'gent',
    name: 'Residentie Leiezicht',
    slug: 'residentie-leiezicht-gent',
    reference: 'NB-101',
    zip: '9000',
    street: 'Leiekaai',
    houseNumber: '12',
    agentId: agentIds.flandersSales,
    perM2: [4200, 4600],
  },
  {
    id: projectIds.namur,
    key: 'namur',
    name: 'Les Terrasses de Meuse',
    slug: 'les-terrasses-de-meuse-namur',
    reference: 'NB-102',
    zip: '5000',
    street: 'Rue des Brasseurs',
    houseNumber: '48',
    agentId: agentIds.walloniaBrusselsSales,
    perM2: [3300, 3700],
  },
  {
    id: projectIds.etterbeek,
    key: 'etterbeek',
    name: 'Résidence Jourdan',
    slug: 'residence-jourdan-etterbeek',
    reference: 'NB-103',
    zip: '1040',
    street: 'Chaussée de Wavre',
    houseNumber: '301',
    agentId: agentIds.walloniaBrusselsSales,
    perM2: [4600, 5100],
  },
]

const specById = new Map(specs.map((spec) => [spec.id, spec]))

export function projectSpec(id: number): Pick<Spec, 'name' | 'street' | 'houseNumber'> {
  const spec = specById.get(id)
  if (!spec) throw new Error(`Unknown demo project ${id}`)
  return spec
}

/** Three units a floor, and one large unit alone on the top floor. */
function drawUnits(spec: Spec, rng: Rng): DrawnUnit[] {
  const count = rng.int(6, 12)
  const topFloor = Math.floor((count - 2) / 3) + 1
  return Array.from({ length: count }, (_, i) => {
    const top = i === count - 1
    const floor = top ? topFloor : Math.floor(i / 3)
    const bedrooms = top ? 3 : rng.pick([1, 2, 2, 3])
    const surface = top ? rng.int(120, 150) : 48 + bedrooms * 22 + rng.int(-3, 12)
    const price = Math.round((surface * rng.float(...spec.perM2)) / 1000) * 1000
    const roll = rng.next()
    return {
      projectId: spec.id,
      floor: String(floor),
      name: `A.${floor}.${top ? 1 : (i % 3) + 1}`,
      surface,
      bedrooms,
      price,
      status: roll < 0.3 ? 'sold' : roll < 0.45 ? 'option' : 'available',
    }
  })
}

export type ProjectData = {
  projects: ProjectRow[]
  units: UnitRow[]
  /** The unit each project listing of the plan sells, by plan index. */
  linkedUnits: Map<number, LinkedUnit>
}

export function generateProjects(seed: number, today: string): ProjectData {
  const deliveryYear = yearOf(today) + 1
  const linkedUnits = new Map<number, LinkedUnit>()
  const units: UnitRow[] = []
  const rows = specs.map((spec): ProjectRow => {
    const rng = createRng(seed, `project-${spec.id}`)
    const place = belgianPlace(spec.zip)
    const drawn = drawUnits(spec, rng)
    // The listings of a project sell its units: a penthouse or duplex the top unit, a flat the
    // second one. Those units must still be on offer.
    listingPlan.forEach((plan, planIndex) => {
      if (plan.projectId !== spec.id) return
      const top = plan.typeId === typeIds.penthouse || plan.typeId === typeIds.duplex
      const unit = drawn[top ? drawn.length - 1 : 1]
      if (!unit) throw new Error(`Project ${spec.id} has too few units`)
      unit.status = 'available'
      linkedUnits.set(planIndex, {
        surface: unit.surface,
        bedrooms: unit.bedrooms,
        price: unit.price,
        name: unit.name,
      })
    })
    const firstId = units.length + 1
    units.push(...drawn.map((unit, i) => ({ ...unit, id: firstId + i })))
    const created = atUtc(addDays(today, -rng.int(120, 240)), 9)
    return {
      id: spec.id,
      reference: spec.reference,
      slug: spec.slug,
      name: spec.name,
      publicAddress: true,
      street: spec.street,
      houseNumber: spec.houseNumber,
      zip: spec.zip,
      city: place.city,
      countryId: place.countryId,
      ...jitter(place, rng),
      ...projectTexts[spec.key],
      delivery: each(
        (lang) =>
          ({
            en: `Delivery planned for the spring of ${deliveryYear}.`,
            nl: `Oplevering gepland in de lente van ${deliveryYear}.`,
            fr: `Livraison prévue au printemps ${deliveryYear}.`,
            de: `Die Übergabe ist für das Frühjahr ${deliveryYear} geplant.`,
          })[lang],
      ),
      photos: projectPhotos(rng),
      documents: [],
      agentId: spec.agentId,
      published: true,
      createdAt: created,
      updatedAt: created,
    }
  })
  return { projects: rows, units, linkedUnits }
}
