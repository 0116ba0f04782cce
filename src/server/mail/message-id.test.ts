import { describe, expect, it } from 'vitest'
import { mailDomain, messageIdFor } from './message-id'

describe('messageIdFor', () => {
  it('is stable for a key and different for another key', () => {
    const id = messageIdFor('site-contact:42:agency', 'no-reply@immohorizon.be')
    expect(id).toMatch(/^<[0-9a-f]{32}@immohorizon\.be>$/)
    expect(messageIdFor('site-contact:42:agency', 'no-reply@immohorizon.be')).toBe(id)
    expect(messageIdFor('site-contact:42:visitor', 'no-reply@immohorizon.be')).not.toBe(id)
  })
  it('does not reveal the key', () => {
    expect(messageIdFor('send-to-friend:jan@example.be', 'a@b.be')).not.toContain('jan')
  })
})

describe('mailDomain', () => {
  it('reads the domain of a bare address or of one with a display name', () => {
    expect(mailDomain('no-reply@localhost')).toBe('localhost')
    expect(mailDomain('"Immo Horizon (Namur)" <Info@ImmoHorizon.be>')).toBe('immohorizon.be')
  })
})
