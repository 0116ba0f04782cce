import { describe, expect, it } from 'vitest'
import { composeMail, type OutboxRow } from './compose'

const row: OutboxRow = {
  id: 7,
  channel: 'mail',
  idempotencyKey: 'k',
  kind: 'site-contact',
  toAddress: 'info@immohorizon.be',
  replyTo: null,
  subject: 'Subject',
  textBody: 'Text',
  htmlBody: null,
  attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', path: 'attachments/cv.pdf' }],
  headers: {},
  language: 'fr',
  messageId: '<abc@immohorizon.be>',
  status: 'sending',
  closedReason: null,
  attempts: 1,
  nextAttemptAt: new Date(),
  lockedUntil: new Date(),
  lastError: null,
  createdAt: new Date(),
  sentAt: null,
}

describe('composeMail', () => {
  it('sends with the stored Message-ID and the attachments it is given', () => {
    const cv = Buffer.from('%PDF-1.7')
    const mail = composeMail(row, { from: 'no-reply@immohorizon.be', files: [cv] })
    expect(mail).toMatchObject({
      from: 'no-reply@immohorizon.be',
      to: 'info@immohorizon.be',
      messageId: '<abc@immohorizon.be>',
      headers: { 'Content-Language': 'fr' },
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', content: cv }],
    })
    expect(mail.replyTo).toBeUndefined()
    expect(mail.html).toBeUndefined()
  })

  it("adds the row's extra header fields next to its own", () => {
    const unsubscribe = '<https://www.immohorizon.be/api/demand-alerts/unsubscribe/?token=x>'
    const mail = composeMail(
      { ...row, headers: { 'List-Unsubscribe': unsubscribe } },
      { from: 'no-reply@immohorizon.be', files: [Buffer.from('%PDF-1.7')] },
    )
    expect(mail.headers).toEqual({
      'List-Unsubscribe': unsubscribe,
      'Content-Language': 'fr',
      'Auto-Submitted': 'auto-generated',
    })
  })
})
