import 'server-only'
import { notFound } from 'next/navigation'
import { logger } from '@/lib/logger'
import { db } from '@/server/db/client'
import type { PortalOwner } from '@/features/owner-portal/auth/owner-session'
import { findOwnerProperty, type OwnerProperty } from './owner-properties'

/**
 * The owner's property with this reference, or a 404. A reference that is not the owner's (another
 * owner's, or none at all: the answer is the same) is logged, so the agency can see probing.
 */
export async function ownerPropertyOr404(
  owner: PortalOwner,
  reference: string,
  via: 'page' | 'api' | 'action',
): Promise<OwnerProperty> {
  const property = await findOwnerProperty(db(), owner.id, reference)
  if (property) return property
  logger.warn(
    { ownerId: owner.id, reference: reference.slice(0, 64), via },
    'owner portal: refused a property that is not the owner’s',
  )
  notFound()
}
