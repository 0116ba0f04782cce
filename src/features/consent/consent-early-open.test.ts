import { describe, expect, it } from 'vitest'
import { consentDialogId, earlyOpenScript } from './consent-early-open'
import { parseConsent } from './consent-state'

/** Runs the inline script against a page with the given storage; says whether it opened the dialog. */
function opens({
  stored,
  cookie = '',
  url = 'https://agency.example/for-sale/',
  storage = true,
}: {
  stored?: string
  cookie?: string
  url?: string
  storage?: boolean
}): boolean {
  let opened = false
  const dialog = {
    open: false,
    setAttribute: (name: string) => (opened = name === 'open'),
  }
  const document = {
    cookie,
    getElementById: (id: string) => (id === consentDialogId ? dialog : null),
  }
  const localStorage = {
    getItem: (key: string) => {
      if (!storage) throw new Error('storage disabled')
      return key === 'consent' ? (stored ?? null) : null
    },
  }
  const location = new URL(url)
  new Function('document', 'localStorage', 'location', earlyOpenScript())(
    document,
    localStorage,
    location,
  )
  return opened
}

const now = new Date()
const choice = (date: Date, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    functional: true,
    analytics: false,
    advertising: true,
    personalization: false,
    social: false,
    version: 1,
    date: date.toISOString(),
    ...extra,
  })
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

describe('the consent dialog opened while the page is parsed', () => {
  it('opens exactly when the manager would find no valid choice', () => {
    const cases = [
      undefined,
      '',
      'not json',
      '{"analytics":true}',
      choice(daysAgo(1)),
      choice(daysAgo(179)),
      choice(daysAgo(181)),
      choice(daysAgo(1), { social: 'yes' }),
      choice(daysAgo(1), { date: 'yesterday' }),
    ]
    for (const stored of cases) {
      expect(opens({ stored }), String(stored)).toBe(parseConsent(stored, now) === null)
    }
  })

  it('reads the cookie mirror when storage has nothing or is disabled', () => {
    const cookie = `lng=fr; consent=${encodeURIComponent(choice(daysAgo(2)))}`
    expect(opens({ cookie })).toBe(false)
    expect(opens({ cookie, storage: false })).toBe(false)
    expect(opens({ cookie: 'lng=fr', storage: false })).toBe(true)
  })

  it('opens for ?setcookies whatever is stored, and never on a preview path', () => {
    const stored = choice(daysAgo(1))
    expect(opens({ stored, url: 'https://agency.example/?setcookies' })).toBe(true)
    expect(opens({ url: 'https://agency.example/preview/about-us/' })).toBe(false)
  })
})
