import type { OutboxAttachment } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { ObjectStore, StoredObject } from '@/server/storage/object-store'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { findLead } from './lead-queries'

/** The CV a job application keeps with its request (`data.cv`), or null. */
export function storedCv(data: Record<string, unknown>): OutboxAttachment | null {
  const cv = data.cv
  if (typeof cv !== 'object' || cv === null) return null
  const { filename, contentType, path } = cv as Record<string, unknown>
  return typeof filename === 'string' && typeof contentType === 'string' && typeof path === 'string'
    ? { filename, contentType, path }
    : null
}

/**
 * The CV of a lead the member may see (the inbox's own scope), with its bytes; null when the lead
 * is not theirs, has no CV, or the CV is gone (the retention sweep removes it after its months).
 */
export async function leadCv(
  executor: Executor,
  store: ObjectStore,
  member: StaffMember,
  id: number,
): Promise<{ cv: OutboxAttachment; file: StoredObject } | null> {
  const lead = await findLead(executor, member, id)
  const cv = lead && storedCv(lead.submission.data)
  const file = cv && (await store.get(cv.path))
  return cv && file ? { cv, file } : null
}
