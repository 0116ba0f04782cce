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
  it('takes a MIME type with token parameters, nothing that could break the header', () => {
    const typed = (contentType: string) => [{ filename: 'x', contentType, path: 'attachments/x' }]
    expect(
      issues({ ...valid, attachments: typed('text/calendar; charset=utf-8; method=PUBLISH') }),
    ).toEqual([])
    for (const contentType of ['text', 'text/plain; name="a b"', 'text/plain;\r\nBcc: a@b.c']) {
      expect(issues({ ...valid, attachments: typed(contentType) })).toEqual([
        'attachments.0.contentType',
      ])
    }
  })
  it('takes extra header fields, one line each, but none the mailer sets itself', () => {
    const headers = {
      'List-Unsubscribe': '<https://www.immohorizon.be/api/demand-alerts/unsubscribe/?token=x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    expect(issues({ ...valid, headers })).toEqual([])
    expect(outboxMessageSchema.parse(valid).headers).toEqual({})
    expect(issues({ ...valid, headers: { 'List-Unsubscribe': '<x>\r\nBcc: a@b.c' } })).toEqual([
      'headers.List-Unsubscribe',
    ])
    expect(issues({ ...valid, headers: { bcc: 'all@example.com' } })).toEqual(['headers.bcc'])
    expect(issues({ ...valid, headers: { 'Message-ID': '<x@y>' } })).toEqual(['headers.Message-ID'])
    expect(issues({ ...valid, headers: { 'Bad Name': 'x' } })).toEqual(['headers.Bad Name'])
  })
  it('refuses header injection and bad addresses', () => {
    expect(issues({ ...valid, subject: 'Hi\r\nBcc: all@example.com' })).toEqual(['subject'])
    expect(issues({ ...valid, to: 'not an address', language: 'eng' })).toEqual(['to', 'language'])
  })
})
