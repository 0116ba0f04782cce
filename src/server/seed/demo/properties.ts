import type { properties } from '@/server/db/schema'
import { agentIds } from './agents'
import { addDays, atUtc, yearOf } from './dates'
import { buildDetails } from './details'
import { describe } from './descriptions'
import { drawEpcValue } from './energy'
import { epcLabel } from '@/lib/belgium/epc'
import { propertyIdAt } from './ids'
import { drawFacts, type Facts } from './listing-facts'
import { listingPlan, type ListingPlan } from './listing-plan'
import { demoFloorPlans, pickPhotos } from './photos'
import { belgianPlace, jitter, luxembourgPlace, type Place } from './places'
import { drawPrice } from './pricing'
import { createRng, type Rng } from './prng'
import { projectSpec, type ProjectData } from './projects'
import { drawAddress } from './streets'
import { titleFor } from './titles'

type PropertyRow = typeof properties.$inferInsert

const marquees = { sold: 1, rented: 2 } as const
const startingFromUnit = 7

/** Four-digit references, unique, keeping the ones the plan fixes (the documented 4521). */
function drawReferences(seed: number): string[] {
  const rng = createRng(seed, 'references')
  const taken = new Set(listingPlan.flatMap((plan) => (plan.reference ? [plan.reference] : [])))
  return listingPlan.map((plan) => {
    if (plan.reference) return plan.reference
    let reference: string
    do reference = String(rng.int(1000, 9999))
    while (taken.has(reference))
    taken.add(reference)
    return reference
  })
}

function agentFor(plan: ListingPlan, place: Place): number {
  if (plan.goal === 'rent') return agentIds.rentals
  return place.region === 'Flanders' || place.region === null
    ? agentIds.flandersSales
    : agentIds.walloniaBrusselsSales
}

// Days on the market: closed deals have been listed for months, a few listings are brand new so
// the "new" badge and the view peak of a fresh listing can be seen. Owners' listings are old
// enough to fill their 30-day chart and weeks of history.
function daysListed(plan: ListingPlan, rng: Rng): number {
  if (plan.status === 'sold' || plan.status === 'rented') return rng.int(120, 400)
  if (plan.owner) return rng.int(40, 150)
  if (plan.projectId) return rng.int(30, 120)
  return rng.chance(0.15) ? rng.int(1, 12) : rng.int(14, 300)
}

function placeOf(plan: ListingPlan): Place {
  return plan.luxembourg ? luxembourgPlace(plan.zip) : belgianPlace(plan.zip, plan.locality)
}

function columns(facts: Facts) {
  return {
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    livingArea: facts.livingArea,
    plotArea: facts.plotArea,
    hasGarden: facts.hasGarden,
    hasTerrace: facts.hasTerrace,
    hasGarage: facts.hasGarage,
    hasLift: facts.hasLift,
    furnished: facts.furnished,
  }
}

/**
 * Stand-ins that stay online: Matterport's own sample space, the one its SDK documentation
 * shows, and Blender's open film Big Buck Bunny (CC BY 3.0); an agency's demo has neither of its
 * own. Both load only when a visitor asks (the video facade).
 */
const demoVideoUrl = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
const demoTourUrl = 'https://my.matterport.com/show/?m=SxQL3iGyoDo'

function demoMedia(plan: ListingPlan): Record<string, string> {
  return {
    ...(plan.video ? { videoUrl: demoVideoUrl } : {}),
    ...(plan.virtualTour ? { virtualTourUrl: demoTourUrl } : {}),
  }
}

export function generateProperties(
  seed: number,
  today: string,
  projects: ProjectData,
): PropertyRow[] {
  const references = drawReferences(seed)
  return listingPlan.map((plan, index): PropertyRow => {
    const rng = createRng(seed, `property-${index}`)
    const place = placeOf(plan)
    const unit = projects.linkedUnits.get(index)
    const facts = drawFacts(plan, yearOf(today), rng, unit)
    const price = unit?.price ?? drawPrice(plan, facts, place, rng)
    const epcValue = drawEpcValue(plan, facts, place.region, rng)
    const details = buildDetails({ plan, facts, place, price, epcValue, today, rng })
    // A project unit is at the project's address, its box number being the unit name.
    const project = plan.projectId ? projectSpec(plan.projectId) : null
    const address =
      project && unit
        ? { street: project.street, houseNumber: project.houseNumber, boxNr: unit.name }
        : {
            ...drawAddress(place, rng),
            boxNr: facts.kind === 'apartment' ? String(rng.int(1, 24)) : null,
          }
    const created = atUtc(addDays(today, -daysListed(plan, rng)), rng.int(7, 16), rng.int(0, 59))
    return {
      id: propertyIdAt(index),
      reference: references[index] ?? '',
      goal: plan.goal === 'sale' ? 0 : 1,
      typeId: plan.typeId,
      status: plan.status ?? 'available',
      published: !plan.unpublished,
      publishPrice: !plan.hidePrice,
      price,
      priceUnit: plan.startingFrom ? startingFromUnit : null,
      marquee: plan.status === 'sold' || plan.status === 'rented' ? marquees[plan.status] : null,
      publishAddress: !plan.hideAddress,
      ...address,
      zip: place.zip,
      city: place.city,
      countryId: place.countryId,
      region: place.region,
      ...jitter(place, rng),
      ...columns(facts),
      epcValue,
      epcLabel: epcValue !== null && place.region ? epcLabel(place.region, epcValue) : null,
      title: titleFor(plan, facts, place.names, rng),
      description: describe(
        {
          plan,
          facts,
          names: place.names,
          project: project ? { name: project.name, deliveryYear: yearOf(today) + 1 } : undefined,
          lifeAnnuityRent: details.lifeAnnuity?.indexedRent,
        },
        rng,
      ),
      details: { ...details, ...demoMedia(plan) },
      photos: pickPhotos(facts.kind, rng),
      floorPlans: plan.floorPlan ? demoFloorPlans() : [],
      agentId: agentFor(plan, place),
      projectId: plan.projectId ?? null,
      // A closed listing closed halfway through its time on the site: the references page's month.
      closedAt:
        plan.status === 'sold' || plan.status === 'rented'
          ? new Date((created.getTime() + atUtc(today, 12).getTime()) / 2)
          : null,
      createdAt: created,
      updatedAt: created,
    }
  })
}
