export type Goal = 'sale' | 'rent'

/** Specification §9: the CRM's goal '0' (or 0) is for sale, any other value is for rent. */
export function goalOf(value: unknown): Goal {
  return value === 0 || value === '0' ? 'sale' : 'rent'
}
