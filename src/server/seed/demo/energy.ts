import type { Facts } from './listing-facts'
import type { ListingPlan } from './listing-plan'
import type { Region } from './places'
import type { Rng } from './prng'

/**
 * The primary energy use in kWh/m²·year, following the age of the building. Land and garages
 * need no EPC, and the Belgian label scales do not apply in Luxembourg.
 */
export function drawEpcValue(
  plan: ListingPlan,
  facts: Facts,
  region: Region | null,
  rng: Rng,
): number | null {
  if (!region || facts.kind === 'land' || facts.kind === 'garage') return null
  if (plan.projectId) return region === 'Brussels' ? rng.int(16, 30) : rng.int(18, 45)
  if (plan.poorEnergy) return rng.int(430, 640)
  const year = facts.renovationYear ?? facts.constructionYear ?? 1970
  const value =
    year >= 2015
      ? rng.int(40, 110)
      : year >= 2000
        ? rng.int(105, 220)
        : year >= 1980
          ? rng.int(180, 330)
          : rng.int(250, 460)
  // E and F in Flanders are kept for the listings the renovation notice is demonstrated on.
  return region === 'Flanders' ? Math.min(value, 395) : value
}
