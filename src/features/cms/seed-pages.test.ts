import { describe, expect, it } from 'vitest'
import { z } from '@/lib/zod'
import { seedPageSchema } from '@/lib/content/page-schema'
import pagesJson from '@/server/seed/content/pages.json'

const pages = z.array(seedPageSchema).parse(pagesJson)
const byPath = (path: string) => pages.find((page) => page.path === path)

describe('seeded pages (specification §2)', () => {
  it('have unique ids and a unique path per language', () => {
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length)
    for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
      const slugs = pages.map((page) => page.slugs[lang])
      expect(new Set(slugs).size, lang).toBe(slugs.length)
    }
  })

  it('include the home page exactly as specified', () => {
    const home = byPath('home')!
    expect(home.id).toBe(1)
    expect(home.name).toBe('home')
    expect(home.status).toBe('Published')
    expect(home.params.seoActive).toBe(true)
    expect(Object.keys(home.params.metadata).sort()).toEqual(['de', 'en', 'fr', 'nl'])
    const contact = home.params.modules.find((m) => m.relation.type === 'contact')
    expect(contact!.relation).toEqual({ type: 'contact', id: 8 })
    expect(contact!.title).toMatchObject({ fr: 'Devenez acheteur VIP' })
    // Specification §9: the home module shows at most 4 items, 4 per row, over 12 columns.
    const listings = home.params.modules.find((m) => m.relation.type === 'properties')
    expect(listings).toMatchObject({ maxItems: 4, itemsPerRow: 4, span: 12 })
  })

  it('place the services, legal, feedback and login pages at the specified URLs', () => {
    for (const key of ['vente', 'location', 'gestion-locative', 'syndic', 'testimonial-1']) {
      const page = byPath(`services/${key}`)!
      expect(page.slugs.en).toBe(`services/${key}`)
      expect(page.slugs.fr.startsWith('nos-services/')).toBe(true)
    }
    for (const path of ['Disclaimer', 'Cookie-policy', 'privacy-statement']) {
      expect(byPath(path)!.slugs.en).toBe(path)
    }
    const feedback = [
      'contact-me',
      'contact-appointment',
      'contact-construction',
      'contact-demand',
      'demand-register',
      'send-to-friend',
      'site-contact',
      'sign-newsletter',
      'testing-testing',
      'documents',
      'rental-application',
      'appointment',
      'offer',
    ]
    for (const key of feedback) {
      const page = byPath(`feedback/${key}`)!
      expect(page.slugs.en).toBe(`feedback/${key}`)
      expect(page.slugs.fr.startsWith('merci/')).toBe(true)
    }
    expect(byPath('feedback/contact-demand')!.slugs.fr).toBe('merci/estimation-gratuite')
    expect(byPath('login')!.slugs).toEqual({ en: 'login', nl: 'login', fr: 'login', de: 'login' })
  })

  it('give every published page SEO metadata in all four languages', () => {
    for (const page of pages.filter((p) => p.status === 'Published')) {
      expect(Object.keys(page.params.metadata).sort(), page.path).toEqual(['de', 'en', 'fr', 'nl'])
    }
  })
})
