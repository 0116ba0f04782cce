import { describe, expect, it } from 'vitest'
import { defuseLinks, greetableName } from './defuse'

describe('defuseLinks', () => {
  it('brackets URLs, www names, bare domains and addresses so no mail client links them', () => {
    expect(defuseLinks('see https://evil.example/login now')).toBe(
      'see https[:]//evil[.]example/login now',
    )
    expect(defuseLinks('www.evil-bank.com or evil.co.uk')).toBe(
      'www[.]evil-bank[.]com or evil[.]co[.]uk',
    )
    expect(defuseLinks('mail me at boss@evil.example')).toBe('mail me at boss@evil[.]example')
  })

  it('leaves ordinary text and numbers as they were', () => {
    const text = 'Price € 1.250.000, visit on 24.11.2026 at 14.30. Thanks! Bye.'
    expect(defuseLinks(text)).toBe(text)
  })
})

describe('greetableName', () => {
  it('takes names as people write them', () => {
    for (const name of ['Lena', 'Jean-Pierre', "D'Hondt", 'Anne Marie', 'J. Peeters', 'Zoë']) {
      expect(greetableName(name)).toBe(name)
    }
  })

  it('refuses links, addresses, digits and sentences', () => {
    for (const name of [
      'https://evil.example/',
      'evil.example',
      'boss@evil.example',
      'Call 0475 12 34 56',
      'Please click here to verify your account today',
      '',
      undefined,
    ]) {
      expect(greetableName(name), String(name)).toBeNull()
    }
  })
})
