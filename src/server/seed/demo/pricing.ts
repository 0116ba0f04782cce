import type { Facts } from './listing-facts'
import type { ListingPlan } from './listing-plan'
import { countryIds, type Place } from './places'
import type { Rng } from './prng'
import { typeIds as t } from './property-types'

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

// Asking prices end in a round thousand, often just under a round figure (349,000).
function askingPrice(value: number, rng: Rng): number {
  const rounded = Math.round(value / 5000) * 5000
  return rng.chance(0.4) ? rounded - 1000 : rounded
}

const rentRound = (value: number) => Math.round(value / 25) * 25

type Band = [min: number, max: number]

// €/m² bands for 2025 asking prices: Luxembourg and the Knokke seafront cost two to three times
// the Belgian average.
function perSquareMetre(place: Place, kind: 'house' | 'apartment'): Band {
  if (place.countryId !== countryIds.belgium) return kind === 'house' ? [6500, 8000] : [8500, 10500]
  if (place.zip === '8300') return [6500, 8000]
  const bands: Record<string, Band> =
    kind === 'house'
      ? { Flanders: [2200, 3000], Brussels: [3000, 4000], Wallonia: [1700, 2400] }
      : { Flanders: [2900, 3900], Brussels: [3300, 4300], Wallonia: [2300, 3100] }
  return bands[place.region ?? 'Flanders'] ?? [2500, 3500]
}

function salePrice(plan: ListingPlan, facts: Facts, place: Place, rng: Rng): number {
  const belgian = place.countryId === countryIds.belgium
  switch (facts.kind) {
    case 'apartment': {
      const value = (facts.livingArea ?? 80) * rng.float(...perSquareMetre(place, 'apartment'))
      return askingPrice(belgian ? clamp(value, 180_000, 650_000) : value, rng)
    }
    case 'house': {
      if (plan.lifeAnnuity) return askingPrice(rng.int(60_000, 120_000), rng)
      const building = (facts.livingArea ?? 150) * rng.float(...perSquareMetre(place, 'house'))
      const land = (facts.plotArea ?? 300) * (place.region === 'Wallonia' ? 60 : 110)
      const value = (building + land) * (plan.poorEnergy ? 0.82 : 1)
      return askingPrice(belgian ? clamp(value, 250_000, 1_200_000) : value, rng)
    }
    case 'land': {
      const perM2 =
        plan.typeId === t.agriculturalLand
          ? rng.float(7, 11)
          : place.region === 'Flanders'
            ? rng.float(250, 400)
            : rng.float(120, 250)
      return askingPrice(clamp((facts.plotArea ?? 600) * perM2, 90_000, 400_000), rng)
    }
    case 'garage':
      return askingPrice(
        plan.typeId === t.parkingSpace ? rng.int(20_000, 40_000) : rng.int(28_000, 55_000),
        rng,
      )
    case 'business': {
      const perM2: Record<number, Band> = {
        [t.warehouse]: [600, 900],
        [t.workshop]: [700, 1000],
        [t.shop]: [2000, 3000],
        [t.restaurant]: [1800, 2600],
      }
      return askingPrice(
        (facts.area ?? 200) * rng.float(...(perM2[plan.typeId] ?? [1800, 2800])),
        rng,
      )
    }
  }
}

function monthlyRent(plan: ListingPlan, facts: Facts, place: Place, rng: Rng): number {
  const premium =
    place.countryId !== countryIds.belgium ? 1.6 : place.region === 'Wallonia' ? 0.85 : 1
  switch (plan.typeId) {
    case t.studio:
      return rentRound(rng.int(750, 900))
    case t.penthouse:
      return rentRound(rng.int(1900, 2600))
    case t.garageBox:
    case t.parkingSpace:
      return rentRound(rng.int(90, 140))
    case t.practice:
      return rentRound(rng.int(1200, 2200))
    case t.restaurant:
      return rentRound(rng.int(2200, 3400))
  }
  if (facts.kind === 'house') return rentRound(clamp(rng.int(1300, 2400) * premium, 1100, 2600))
  const bedrooms = facts.bedrooms ?? 1
  const base = plan.typeId === t.duplex ? rng.int(1200, 1650) : 650 + bedrooms * rng.int(200, 300)
  return rentRound(clamp(base * premium, 750, 2600))
}

export function drawPrice(plan: ListingPlan, facts: Facts, place: Place, rng: Rng): number {
  return plan.goal === 'sale'
    ? salePrice(plan, facts, place, rng)
    : monthlyRent(plan, facts, place, rng)
}
