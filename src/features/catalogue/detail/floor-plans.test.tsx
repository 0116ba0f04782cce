import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Language } from '@/lib/i18n/languages'
import { FloorPlans } from './floor-plans'

// The component runs outside Next: next-intl reads the real catalogues.
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

const plans = [
  { file: '/media/demo/exterior-01.jpg', width: 1600, height: 1000, credit: '' },
  {
    file: '/media/demo/exterior-02.jpg',
    width: 1600,
    height: 1000,
    credit: '',
    alt: { en: 'First floor, three bedrooms' },
  },
]

const headings: Record<Language, string> = {
  en: 'Floor plans',
  nl: 'Grondplannen',
  fr: 'Plans',
  de: 'Grundrisse',
}

const render = async (lang: Language, list = plans) => {
  const node = await FloorPlans({ plans: list, title: 'Villa Ter Linde', lang })
  return node && renderToStaticMarkup(node)
}

describe.each(Object.entries(headings) as [Language, string][])('floor plans in %s', (lang) => {
  it('are a section of their own, named by its heading, each plan a link into the viewer', async () => {
    const html = (await render(lang))!
    expect(html).toMatch(
      new RegExp(
        `<section[^>]*aria-labelledby="property-floor-plans"[^>]*data-print="floor-plans"`,
      ),
    )
    expect(html).toContain(`<h2 id="property-floor-plans">${headings[lang]}</h2>`)
    expect(html.match(/<a [^>]*data-photo-index="(\d)"/g)).toHaveLength(2)
    expect(html).toMatch(/<a href="\/img\/[^"]+exterior-01\.jpg\.webp"[^>]*data-photo-index="0"/)
    expect(html).toMatch(/<img [^>]*src="[^"]+exterior-02\.jpg\.webp"/)
  })
})

describe('a floor plan’s text', () => {
  it('is its own alt text where the feed gave one, else the title and its number', async () => {
    const html = (await render('en'))!
    expect(html).toContain('alt="Villa Ter Linde – floor plan 1 of 2"')
    expect(html).toContain('alt="First floor, three bedrooms"')
    expect(html).toContain('(enlarge floor plan 2 of 2)')
  })

  it('leaves the page without the section when there are no plans', async () => {
    expect(await render('en', [])).toBeNull()
  })
})
