import type { ProjectUnitView } from './types'

export type UnitStatus = 'available' | 'option' | 'sold' | 'soldOut'

/**
 * A unit's status for display. Specification §4 tells sold and sold out apart, so each keeps its
 * own label; anything unknown is available.
 */
export function unitStatus(status: string): UnitStatus {
  const value = status.trim().toLowerCase()
  if (value === 'sold') return 'sold'
  if (value === 'sold_out' || value === 'sold-out') return 'soldOut'
  if (value === 'option') return 'option'
  return 'available'
}

/** Whether a unit is no longer on offer: sold or sold out alike. */
export function isUnitSold(status: string): boolean {
  const display = unitStatus(status)
  return display === 'sold' || display === 'soldOut'
}

/** Every unit sold: the project is sold out (specification §3 Project units). */
export function isSoldOut(units: readonly Pick<ProjectUnitView, 'status'>[]): boolean {
  return units.length > 0 && units.every((unit) => isUnitSold(unit.status))
}

/** The lowest and highest price of the units still on offer; null when none has a price. */
export function priceRange(
  units: readonly Pick<ProjectUnitView, 'status' | 'price'>[],
): { from: number; to: number } | null {
  const prices = units
    .filter((unit) => !isUnitSold(unit.status))
    .map((unit) => unit.price)
    .filter((price): price is number => typeof price === 'number' && price > 0)
  if (prices.length === 0) return null
  return { from: Math.min(...prices), to: Math.max(...prices) }
}
