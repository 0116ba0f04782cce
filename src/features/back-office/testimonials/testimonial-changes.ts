import { and, eq, ne, sql } from 'drizzle-orm'
import { outboxMessages, testimonials } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { testimonialImagesFolder } from '@/features/testimonials'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'

// Every change below reaches the public pages within about a second without a call: the trigger
// of migration 0003 bumps the content version on any write to `testimonials`, and each page cache
// drops its pages when it sees the new version (docs/decisions/011-page-cache.md).

/** Publishes a testimonial or takes it off the website ('rejected', as the moderation link does). */
export async function setTestimonialStatus(
  database: Database,
  member: StaffMember,
  change: { id: number; status: 'published' | 'rejected' },
): Promise<'saved' | 'not-found'> {
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: testimonials.status })
      .from(testimonials)
      .where(eq(testimonials.id, change.id))
      .for('update')
    if (!before) return 'not-found'
    await tx
      .update(testimonials)
      .set({ status: change.status })
      .where(eq(testimonials.id, change.id))
    await recordAudit(tx, {
      staffId: member.id,
      action: change.status === 'published' ? 'testimonial.publish' : 'testimonial.unpublish',
      subject: `testimonial:${change.id}`,
      before,
      after: { status: change.status },
    })
    return 'saved'
  })
}

/** Replaces the shown text (a typo, a surname to leave out); the old text stays in the audit log. */
export async function editTestimonialComment(
  database: Database,
  member: StaffMember,
  change: { id: number; comment: string },
): Promise<'saved' | 'not-found'> {
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({ comment: testimonials.comment })
      .from(testimonials)
      .where(eq(testimonials.id, change.id))
      .for('update')
    if (!before) return 'not-found'
    await tx
      .update(testimonials)
      .set({ comment: change.comment })
      .where(eq(testimonials.id, change.id))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'testimonial.edit',
      subject: `testimonial:${change.id}`,
      before,
      after: { comment: change.comment },
    })
    return 'saved'
  })
}

/**
 * Deletes a testimonial; the audit log keeps what it said. Returns the photo's file name when it
 * may be removed now: not while an e-mail still to be sent (the agency's moderation mail) attaches
 * it.
 */
export async function deleteTestimonial(
  database: Database,
  member: StaffMember,
  id: number,
): Promise<{ result: 'deleted'; image: string | null } | { result: 'not-found' }> {
  return database.transaction(async (tx) => {
    const [removed] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning()
    if (!removed) return { result: 'not-found' as const }
    await recordAudit(tx, {
      staffId: member.id,
      action: 'testimonial.delete',
      subject: `testimonial:${id}`,
      before: {
        name: removed.name,
        comment: removed.comment,
        status: removed.status,
        locale: removed.locale,
      },
    })
    if (!removed.image) return { result: 'deleted' as const, image: null }
    const path = `${testimonialImagesFolder}/${removed.image}`
    const [attached] = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          ne(outboxMessages.status, 'sent'),
          sql`${outboxMessages.attachments} @> ${JSON.stringify([{ path }])}::jsonb`,
        ),
      )
      .limit(1)
    return { result: 'deleted' as const, image: attached ? null : removed.image }
  })
}
