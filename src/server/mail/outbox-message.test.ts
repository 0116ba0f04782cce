import { describe, expect, it } from 'vitest'
import { outboxMessageSchema, type OutboxMessage } from './outbox-message'

const valid: OutboxMessage = {
  idempotencyKey: 'site-contact:1:agency',
  kind: 'site-contact',
  to: 'Immo Horizon <info@immohorizon.be>',
  replyTo: 'jan@example.be',
  subject: 'Contact via the site',
  text: 'Hello',
  language: 'nl',
  attachments: [
    { filename: 'cv.pdf', contentType: 'application/pdf', path: 'attachments/a/cv.pdf' },
  ],
}

const issues = (message: OutboxMessage) =>
  outboxMessageSchema.safeParse(message).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('outboxMessageSchema', () => {
  it('accepts a complete message and defaults to no attachments', () => {
    expect(issues(valid)).toEqual([])
    expect(outboxMessageSchema.parse({ ...valid, attachments: undefined }).attachments).toEqual([])
  })
  it('keeps attachments inside DATA_DIR/attachments', () => {
    for (const path of [
      '/etc/passwd',
      'attachments/../postgres/pg_hba.conf',
      'mail/x.eml',
      'attachments\\..\\x',
    ]) {
      const attachments = [{ filename: 'x', contentType: 'text/plain', path }]
      expect(issues({ ...valid, attachments })).toEqual(['attachments.0.path'])
    }
  })
  it('refuses header injection and bad addresses', () => {
    expect(issues({ ...valid, subject: 'Hi\r\nBcc: all@example.com' })).toEqual(['subject'])
    expect(issues({ ...valid, to: 'not an address', language: 'eng' })).toEqual(['to', 'language'])
  })
})
