import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Language } from '@/lib/i18n/languages'
import type { ListingCard } from '@/features/catalogue/search/listing-card'
import { PhotoGallery } from '@/features/catalogue/detail/photo-gallery'
import { ListingCards } from './listing-cards'

// The components run outside Next: next-intl reads the real catalogues.
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

const photo = { file: '/media/demo/exterior-02.jpg', width: 1600, height: 1067, credit: 'Demo' }

const card = (id: number, photoCount: number): ListingCard => ({
  id,
  reference: `R${id}`,
  goal: 0,
  status: 'available',
  typeId: 1,
  typeWebId: 1,
  typeName: { en: 'House', nl: 'Huis', fr: 'Maison', de: 'Haus' },
  typeSlug: { en: 'house', nl: 'huis', fr: 'maison', de: 'haus' },
  price: 325_000,
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
  livingArea: 140,
  epcLabel: null,
  lat: null,
  lng: null,
  title: { en: `House ${id}` },
  photo: photoCount > 0 ? photo : null,
  photoCount,
  hasGarden: false,
  hasTerrace: false,
  hasGarage: false,
  hasLift: false,
  furnished: false,
  projectId: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
})

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

const twelve: Record<Language, string> = {
  en: '12 photos',
  nl: "12 foto's",
  fr: '12 photos',
  de: '12 Fotos',
}

describe.each(Object.entries(twelve) as [Language, string][])('the photo count in %s', (lang) => {
  it('is text on each card with more than one photo, in the card of that listing', async () => {
    const html = renderToStaticMarkup(
      await ListingCards({
        items: [card(1, 12), card(2, 1), card(3, 0)],
        lang,
        fallbackLanguage: 'en',
        listUrl: '/for-sale/',
        view: 'grid',
        newBadgeDays: 7,
      }),
    )
    const cards = html
      .split(/<li class="[^"]*card[^"]*"/)
      .slice(1)
      .map(text)
    expect(cards).toHaveLength(3)
    expect(cards[0]).toContain(twelve[lang])
    // One photo needs no count; a listing without photos has no photo to put it on.
    for (const other of cards.slice(1)) expect(other).not.toMatch(/\d+ (photo|foto|Foto)/)
  })

  it('shows on the detail page’s main photo, without opening the viewer', async () => {
    const photos = Array.from({ length: 12 }, (_, i) => ({
      ...photo,
      file: `/media/demo/exterior-0${(i % 9) + 1}.jpg`,
    }))
    const html = renderToStaticMarkup(
      (await PhotoGallery({ photos, title: 'A house', lang, headingId: 'photos' }))!,
    )
    const hero = html.slice(html.indexOf('data-photo-index="0"'), html.indexOf('</a>'))
    expect(text(hero)).toContain(twelve[lang])
  })
})

describe('a plural of one', () => {
  it.each([
    ['en', '1 photo'],
    ['nl', '1 foto'],
    ['fr', '1 photo'],
    ['de', '1 Foto'],
  ] as const)('reads singular in %s', async (lang, expected) => {
    const { getTranslations } = await import('../../../../tests/support/next-intl-server')
    const t = await getTranslations({ locale: lang, namespace: 'catalogue.search' })
    expect(t('photoCount', { count: 1 })).toBe(expected)
  })
})
