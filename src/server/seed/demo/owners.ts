import type { ownerProperties, owners } from '@/server/db/schema'
import { ownerIds, propertyIdAt } from './ids'
import { listingPlan } from './listing-plan'

type OwnerRow = typeof owners.$inferInsert

export function ownerRows(today: Date): OwnerRow[] {
  const created = new Date(today.getTime() - 180 * 86_400_000)
  return [
    {
      id: ownerIds.sophieClaes,
      email: 'sophie.claes@example.be',
      firstName: 'Sophie',
      lastName: 'Claes',
      locale: 'nl',
      createdAt: created,
      updatedAt: created,
    },
    {
      id: ownerIds.marcDubois,
      email: 'marc.dubois@example.be',
      firstName: 'Marc',
      lastName: 'Dubois',
      locale: 'fr',
      createdAt: created,
      updatedAt: created,
    },
  ]
}

export function ownerPropertyRows(): (typeof ownerProperties.$inferInsert)[] {
  return listingPlan.flatMap((plan, index) =>
    plan.owner ? [{ ownerId: plan.owner, propertyId: propertyIdAt(index) }] : [],
  )
}
