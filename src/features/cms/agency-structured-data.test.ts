import { describe, expect, it } from 'vitest'
import seed from '@/server/seed/content/site-config.json'
import { parseSiteConfig } from '@/lib/site-config/site-config-schema'
import { agencyJsonLd } from './agency-structured-data'

const config = parseSiteConfig({
  ...seed,
  openingExceptions: [
    { from: '2026-12-25', until: '2026-12-26', note: { en: 'Christmas' } },
    { from: '2026-12-01' },
    { from: '2026-12-22', opens: '09:00', closes: '21:00' },
  ],
  branding: { logo: { src: '/files/brand/our-logo.webp', width: 800, height: 200 } },
})
const data = (today: string) =>
  agencyJsonLd({ config, lang: 'en', origin: 'https://agency.example', homeUrl: '/en/', today })

describe('agencyJsonLd', () => {
  it('dates the holidays and special hours still to come after the week’s hours', () => {
    const specifications = data('2026-12-20').openingHoursSpecification
    expect(specifications.slice(0, 2)).toEqual(
      config.openingHours.map((hours) => expect.objectContaining({ opens: hours.opens })),
    )
    expect(specifications.slice(2)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-22',
        validThrough: '2026-12-22',
        opens: '09:00',
        closes: '21:00',
      },
      // Closed: open from midnight to midnight, as schema.org marks a closed day.
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-26',
        opens: '00:00',
        closes: '00:00',
      },
    ])
  })

  it('names the uploaded logo on the site’s own origin', () => {
    expect(data('2026-12-20').logo).toBe('https://agency.example/files/brand/our-logo.webp')
  })
})
