import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { getTranslations } from '../support/next-intl-server'
import { formatNumber } from '@/lib/format/number-format'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import { detailTexts } from '@/features/catalogue/detail/detail-texts'
import { formatFieldValue } from '@/features/catalogue/detail/format-value'
import { detailSections } from '@/features/catalogue/detail/sections'
import { ListingCards } from '@/features/catalogue/list/listing-cards'
import type { ListingCard } from '@/features/catalogue/search/listing-card'
import { Counters } from '@/features/owner-portal/portal/counters'
import { ViewsChart } from '@/features/owner-portal/portal/views-chart'

// The components run outside Next: next-intl reads the real catalogues.
vi.mock('next-intl/server', () => import('../support/next-intl-server'))

// Issue "number formats disagree": 1250 read '1.250' on an English property page and '1,250' in
// the owner portal. One number, one way of writing it, on every page and in every language.
const written = '1.250'
const otherWays = /1,250|1\s250|1\u202f250|1\u00a0250|1250/

const livingArea = detailSections
  .flatMap((section) => section.fields)
  .find((field) => field.id === 'livingArea')!

async function propertyPageValue(lang: Language) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  return formatFieldValue(livingArea, 1250, { lang, texts: detailTexts(t) })
}

const card: ListingCard = {
  id: 1,
  reference: '4521',
  goal: 0,
  status: 'available',
  typeId: 1,
  typeWebId: 1,
  typeName: { en: 'House', nl: 'Huis', fr: 'Maison', de: 'Haus' },
  typeSlug: { en: 'house', nl: 'huis', fr: 'maison', de: 'haus' },
  price: 1250,
  reducedFrom: null,
  priceUnit: null,
  publishPrice: true,
  marquee: null,
  priceUnitText: null,
  marqueeName: null,
  city: 'Gent',
  zip: '9000',
  region: 'Flanders',
  bedrooms: 3,
  livingArea: 1250,
  epcLabel: null,
  lat: null,
  lng: null,
  title: { en: 'A house', nl: 'Een huis', fr: 'Une maison', de: 'Ein Haus' },
  photo: null,
  photoCount: 0,
  hasGarden: false,
  hasTerrace: false,
  hasGarage: false,
  hasLift: false,
  furnished: false,
  projectId: null,
  createdAt: new Date('2026-11-24T12:00:00Z'),
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe.each(supportedLanguages)('1250 in %s', (lang) => {
  it('is written by the one formatter', () => {
    expect(formatNumber(1250)).toBe(written)
  })

  it('reads the same on the property page, on a card and in the owner portal', async () => {
    expect(await propertyPageValue(lang)).toBe(`${written} m²`)

    const cards = text(
      renderToStaticMarkup(
        await ListingCards({
          items: [card],
          lang,
          fallbackLanguage: 'en',
          listUrl: '/for-sale/',
          view: 'grid',
          newBadgeDays: 7,
        }),
      ),
    )
    expect(cards).toContain(`${written} m²`)
    expect(cards).toContain(`€ ${written}`)

    const counters = renderToStaticMarkup(
      await Counters({
        counters: { today: 1250, week: 1250, month: 1250, total: 1250 },
        crm: { today: null, week: null, month: null, total: 1250 },
        lang,
      }),
    )
    expect(counters.match(/data-counter="\w+">([^<]*)</g)).toEqual(
      ['today', 'week', 'month', 'total'].map((key) => `data-counter="${key}">${written}<`),
    )
    expect(counters.match(/data-crm-counter="\w+">([^<]*)</g)).toEqual([
      `data-crm-counter="total">${written}<`,
    ])

    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      views: i === 14 ? 1250 : 0,
      requests: 0,
    }))
    const chart = text(renderToStaticMarkup((await ViewsChart({ days, lang }))!))
    // The day's figure in the table and the busiest day in the summary.
    expect(chart.split(written).length - 1).toBeGreaterThanOrEqual(3)

    for (const output of [cards, counters, chart]) expect(output).not.toMatch(otherWays)
  })
})
