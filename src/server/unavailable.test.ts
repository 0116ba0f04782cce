import { describe, expect, it } from 'vitest'
import { needsDatabase } from './unavailable'

describe('what needs the database', () => {
  it('is every page, form and API but the files and the proof-of-work challenge', () => {
    for (const url of ['/', '/fr/a-louer/', '/api/search-count/?type=sale', '/de/kontakt/']) {
      expect(needsDatabase(url), url).toBe(true)
    }
    for (const url of ['/_next/static/a.js', '/img/600/a.jpg.webp', '/api/altcha/', '/x.txt']) {
      expect(needsDatabase(url), url).toBe(false)
    }
  })
})
