import { describe, expect, it } from 'vitest'
import { attackNoticeMail, invitationMail, resetMail } from './owner-mail'

const link = { url: 'https://immo.example/x', agency: 'Immo Horizon', tokenId: 't1' }
const firstLine = (text: string) => text.split('\n')[0]

describe('owner e-mails greet the owner', () => {
  it('by first name', () => {
    const owner = { email: 'an@example.be', firstName: 'An', locale: 'nl' as const }
    expect(firstLine(resetMail(owner, link).text)).toBe('Beste An,')
    expect(firstLine(invitationMail({ ...owner, locale: 'de' }, link).text)).toBe('Guten Tag An,')
  })

  it('without a name where the owner has none, never with an empty one', () => {
    const owner = { email: 'an@example.be', firstName: ' ', locale: 'en' as const }
    const reset = resetMail(owner, link).text
    expect(reset.startsWith('Hello,\n\nYou asked to choose a new password')).toBe(true)
    const invitation = invitationMail({ ...owner, locale: 'fr' }, link).text
    expect(invitation.startsWith('Bonjour,\n\nImmo Horizon a ouvert pour vous')).toBe(true)
    const attack = attackNoticeMail({
      owner: { ...owner, locale: 'de' },
      noticeId: 'n1',
      agency: { lang: 'en' },
    }).text
    expect(attack.startsWith('Guten Tag,\n\njemand hat')).toBe(true)
    for (const text of [reset, invitation, attack]) expect(text).not.toMatch(/ ,/)
  })
})
