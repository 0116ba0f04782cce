import { localStore } from '@/server/storage/local-store'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { startSmtpSink } from '../../../tests/support/smtp-sink'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { auditLog, contentVersion, outboxMessages, staff, testimonials } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import { MAX_ATTEMPTS } from '@/server/mail/retry'
import { createTransport } from '@/server/mail/transport'
import { startOutboxWorker } from '@/server/mail/worker'
import { testimonialSchema } from '@/features/testimonials/testimonial-schema'
import type { StaffMember } from './auth/staff-member'
import { closeMail, correctMail, retryMail } from './outbox/outbox-changes'
import { countFailedMails, findMail, listOutbox } from './outbox/outbox-queries'
import { mailCorrectSchema, outboxFiltersSchema } from './outbox/outbox-schema'
import {
  deleteTestimonial,
  editTestimonialComment,
  setTestimonialStatus,
} from './testimonials/testimonial-changes'
import {
  testimonialCommentSchema,
  testimonialDeleteSchema,
} from './testimonials/testimonial-admin-schema'
import { findTestimonial, listTestimonials } from './testimonials/testimonial-queries'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let admin: StaffMember

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  const [row] = await database.db.select().from(staff).where(eq(staff.email, demoStaff[0].email))
  admin = { ...row!, role: 'admin', locale: 'en', sessionId: 'test' }
})

afterAll(async () => {
  await database.drop()
})

async function testimonial(values: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(testimonials)
    .values({ name: 'Lotte Peeters', comment: 'Vlot en eerlijk.', locale: 'nl', ...values })
    .returning({ id: testimonials.id })
  return row!.id
}

const version = async () =>
  (await database.db.select({ version: contentVersion.version }).from(contentVersion))[0]!.version

const auditOf = (subject: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.id)

describe('testimonials in the back office', () => {
  it('lists every testimonial whatever its state, newest first', async () => {
    const pending = await testimonial({ status: 'pending' })
    const rows = await listTestimonials(database.db)
    expect(rows[0]!.id).toBe(pending)
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'published', 'rejected']),
    )
  })

  it('publishes and unpublishes with an audit row, and the page cache sees a new version', async () => {
    const id = await testimonial()
    const first = await version()
    expect(await setTestimonialStatus(database.db, admin, { id, status: 'published' })).toBe(
      'saved',
    )
    expect((await findTestimonial(database.db, id))!.status).toBe('published')
    expect(await version()).toBeGreaterThan(first)
    expect(await setTestimonialStatus(database.db, admin, { id, status: 'rejected' })).toBe('saved')
    expect((await findTestimonial(database.db, id))!.status).toBe('rejected')
    expect(await auditOf(`testimonial:${id}`)).toMatchObject([
      {
        staffId: admin.id,
        action: 'testimonial.publish',
        before: { status: 'pending' },
        after: { status: 'published' },
      },
      { action: 'testimonial.unpublish', after: { status: 'rejected' } },
    ])
    expect(
      await setTestimonialStatus(database.db, admin, { id: 999_999, status: 'published' }),
    ).toBe('not-found')
  })

  it('edits the shown text within the public form’s limit, keeping the old text in the audit', async () => {
    const id = await testimonial({ status: 'published' })
    const long = 'a'.repeat(2000)
    // The same limit as the public form's.
    expect(testimonialSchema.shape.comment.safeParse(long).success).toBe(true)
    expect(testimonialSchema.shape.comment.safeParse(`${long}a`).success).toBe(false)
    expect(testimonialCommentSchema.safeParse({ id, comment: long }).success).toBe(true)
    const messages = (comment: string) =>
      testimonialCommentSchema.safeParse({ id, comment }).error?.issues.map((i) => i.message)
    expect(messages(`${long}a`)).toEqual(['tooLong'])
    expect(messages('   ')).toEqual(['required'])

    const parsed = testimonialCommentSchema.parse({ id: String(id), comment: '  Vlot, eerlijk.  ' })
    expect(await editTestimonialComment(database.db, admin, parsed)).toBe('saved')
    expect((await findTestimonial(database.db, id))!.comment).toBe('Vlot, eerlijk.')
    expect(await auditOf(`testimonial:${id}`)).toMatchObject([
      {
        action: 'testimonial.edit',
        before: { comment: 'Vlot en eerlijk.' },
        after: { comment: 'Vlot, eerlijk.' },
      },
    ])
  })

  it('deletes only with the confirmation, and keeps a photo an unsent e-mail still attaches', async () => {
    expect(testimonialDeleteSchema.safeParse({ id: '4' }).success).toBe(false)
    expect(testimonialDeleteSchema.safeParse({ id: '4', confirm: 'yes' }).success).toBe(true)

    const free = await testimonial({ image: 'a.webp', status: 'published' })
    expect(await deleteTestimonial(database.db, admin, free)).toEqual({
      result: 'deleted',
      image: 'a.webp',
    })
    expect(await findTestimonial(database.db, free)).toBeNull()
    expect(await auditOf(`testimonial:${free}`)).toMatchObject([
      {
        action: 'testimonial.delete',
        before: { name: 'Lotte Peeters', comment: 'Vlot en eerlijk.', status: 'published' },
      },
    ])

    const attached = await testimonial({ image: 'b.webp' })
    await database.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          idempotencyKey: `testimonial:${attached}`,
          kind: 'testimonial',
          to: 'info@immohorizon.be',
          subject: 'Testimonial',
          text: 'A testimonial',
          language: 'en',
          attachments: [
            {
              filename: 'b.webp',
              contentType: 'image/webp',
              path: 'attachments/testimonials/b.webp',
            },
          ],
        },
        'no-reply@immohorizon.be',
      ),
    )
    expect(await deleteTestimonial(database.db, admin, attached)).toEqual({
      result: 'deleted',
      image: null,
    })
    expect(await deleteTestimonial(database.db, admin, attached)).toEqual({ result: 'not-found' })
  })
})

describe('the mail outbox in the back office', () => {
  async function mail(key: string, values: Partial<typeof outboxMessages.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(outboxMessages)
      .values({
        idempotencyKey: key,
        kind: 'site-contact',
        toAddress: 'info@immohorizon.be',
        subject: `Subject of ${key}`,
        textBody: `Text of ${key}`,
        language: 'en',
        messageId: `<${key}@immohorizon.be>`,
        ...values,
      })
      .returning({ id: outboxMessages.id })
    return row!.id
  }

  it('lists newest first, filters by status and counts the failed ones', async () => {
    const before = await countFailedMails(database.db)
    const old = await mail('old-failed', {
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      createdAt: new Date(Date.now() - 60_000),
    })
    const fresh = await mail('fresh-failed', { status: 'failed', attempts: MAX_ATTEMPTS })
    const sent = await mail('sent', { status: 'sent', sentAt: new Date() })
    expect(await countFailedMails(database.db)).toBe(before + 2)
    const failed = await listOutbox(database.db, outboxFiltersSchema.parse({ status: 'failed' }))
    const ids = failed.rows.map((row) => row.id)
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(old))
    expect(ids).not.toContain(sent)
    expect(failed.total).toBe(before + 2)
    const all = await listOutbox(database.db, outboxFiltersSchema.parse({ status: 'bogus' }))
    expect(all.rows.map((row) => row.id)).toContain(sent)
  })

  it('puts a failed message back in the queue once; the worker sends it exactly once', async () => {
    const id = await mail('given-up', {
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })
    const sentAlready = await mail('sent-already', { status: 'sent', sentAt: new Date() })
    expect(await retryMail(database.db, admin, sentAlready)).toBe('not-failed')
    expect(await retryMail(database.db, admin, 999_999)).toBe('not-found')

    expect(await retryMail(database.db, admin, id)).toBe('queued')
    expect(await retryMail(database.db, admin, id)).toBe('not-failed')
    const { rows } = await database.pool.query<{ due: boolean }>(
      'select next_attempt_at <= now() as due from outbox_messages where id = $1',
      [id],
    )
    expect(rows[0]!.due).toBe(true)
    expect(await findMail(database.db, id)).toMatchObject({ status: 'pending', lockedUntil: null })
    expect(await auditOf(`mail:${id}`)).toMatchObject([
      {
        staffId: admin.id,
        action: 'mail.retry',
        before: { status: 'failed', attempts: MAX_ATTEMPTS, lastError: '550 mailbox unavailable' },
        after: { status: 'pending' },
      },
    ])

    // Only this message is due: the others of this file are sent or failed.
    await database.db
      .update(outboxMessages)
      .set({ status: 'sent' })
      .where(sql`${outboxMessages.status} in ('pending', 'sending') and id <> ${id}`)
    const sink = await startSmtpSink()
    onTestFinished(() => sink.stop())
    const log = pino({ level: 'silent' })
    const transport = createTransport({ DATA_DIR: 'unused', SMTP_URL: sink.url }, log)
    const worker = startOutboxWorker({
      db: database.db,
      transport,
      log,
      from: 'no-reply@immohorizon.be',
      store: localStore('.'),
      pollMs: 20,
    })
    onTestFinished(async () => {
      await worker.stop()
      transport.close()
    })
    const [received] = await sink.waitFor(1)
    expect(received!.subject).toBe('Subject of given-up')
    await expect
      .poll(async () => (await findMail(database.db, id))!.status, { timeout: 10_000 })
      .toBe('sent')
    expect(await findMail(database.db, id)).toMatchObject({ attempts: MAX_ATTEMPTS + 1 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sink.messages).toHaveLength(1)
    expect(await retryMail(database.db, admin, id)).toBe('not-failed')
  })

  it('sends a refused e-mail to a corrected address with fresh attempts, once', async () => {
    const id = await mail('wrong-address', {
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      toAddress: 'lea@exmple.org',
    })
    expect(mailCorrectSchema.safeParse({ id, to: 'lea@' }).success).toBe(false)
    expect(mailCorrectSchema.parse({ id, to: ' lea@example.org ' }).to).toBe('lea@example.org')
    expect(await correctMail(database.db, admin, id, 'lea@example.org')).toBe('corrected')
    expect(await findMail(database.db, id)).toMatchObject({
      toAddress: 'lea@example.org',
      status: 'pending',
      attempts: 0,
    })
    expect(await correctMail(database.db, admin, id, 'other@example.org')).toBe('not-failed')
    expect(await correctMail(database.db, admin, 999_999, 'lea@example.org')).toBe('not-found')
    expect(await auditOf(`mail:${id}`)).toMatchObject([
      {
        action: 'mail.correct',
        before: { status: 'failed', to: 'lea@exmple.org' },
        after: { status: 'pending', to: 'lea@example.org' },
      },
    ])
  })

  it('closes a refused e-mail with its reason: no longer failed, never sent', async () => {
    const before = await countFailedMails(database.db)
    const id = await mail('closed-unsendable', { status: 'failed', attempts: MAX_ATTEMPTS })
    expect(await countFailedMails(database.db)).toBe(before + 1)
    expect(await closeMail(database.db, admin, id, 'The visitor has no e-mail.')).toBe('closed')
    expect(await countFailedMails(database.db)).toBe(before)
    expect(await findMail(database.db, id)).toMatchObject({
      status: 'closed',
      closedReason: 'The visitor has no e-mail.',
    })
    expect(await retryMail(database.db, admin, id)).toBe('not-failed')
    expect(await closeMail(database.db, admin, id, 'again')).toBe('not-failed')
    const closed = await listOutbox(database.db, outboxFiltersSchema.parse({ status: 'closed' }))
    expect(closed.rows.map((row) => row.id)).toContain(id)
    expect(await auditOf(`mail:${id}`)).toMatchObject([
      { action: 'mail.close', after: { status: 'closed', reason: 'The visitor has no e-mail.' } },
    ])
  })
})
