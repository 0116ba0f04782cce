import type { ProjectUnitView } from './types'

export type UnitStatus = 'available' | 'option' | 'sold'

/** A unit's status for display: 'sold' and 'sold_out' are both sold; anything unknown is available. */
export function unitStatus(status: string): UnitStatus {
  const value = status.trim().toLowerCase()
  if (value === 'sold' || value === 'sold_out' || value === 'sold-out') return 'sold'
  if (value === 'option') return 'option'
  return 'available'
}

/** Every unit sold: the project is sold out (specification §3 Project units). */
export function isSoldOut(units: readonly Pick<ProjectUnitView, 'status'>[]): boolean {
  return units.length > 0 && units.every((unit) => unitStatus(unit.status) === 'sold')
}

/** The lowest and highest price of the units still on offer; null when none has a price. */
export function priceRange(
  units: readonly Pick<ProjectUnitView, 'status' | 'price'>[],
): { from: number; to: number } | null {
  const prices = units
    .filter((unit) => unitStatus(unit.status) !== 'sold')
    .map((unit) => unit.price)
    .filter((price): price is number => typeof price === 'number' && price > 0)
  if (prices.length === 0) return null
  return { from: Math.min(...prices), to: Math.max(...prices) }
}
