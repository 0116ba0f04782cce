import { beforeAll, describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../tests/support/site-database'

siteDatabase({ seed: true })
let equivalentSlug: typeof import('./equivalent-slug.server').equivalentSlug

beforeAll(async () => {
  ;({ equivalentSlug } = await import('./equivalent-slug.server'))
})

describe('the same page in another language', () => {
  it('localizes a property detail path: the list path and the type, not the city or reference', async () => {
    expect(await equivalentSlug('for-sale/ixelles/apartment/4521', 'en', 'fr')).toBe(
      'a-vendre/ixelles/appartement/4521',
    )
    expect(await equivalentSlug('for-rent/gent/terraced-house/77', 'en', 'nl')).toBe(
      'te-huur/gent/rijwoning/77',
    )
    expect(await equivalentSlug('a-vendre/liege/maison/12', 'fr', 'de')).toBe(
      'kaufen/liege/haus/12',
    )
  })

  it('keeps a type segment no type has: the detail page redirects it to the canonical URL', async () => {
    expect(await equivalentSlug('for-sale/ixelles/castle/4521', 'en', 'fr')).toBe(
      'a-vendre/ixelles/castle/4521',
    )
  })

  it('localizes a project detail path and a page of the path catalogue', async () => {
    expect(await equivalentSlug('new-projects/residence-horizon', 'en', 'de')).toBe(
      'neubauprojekte/residence-horizon',
    )
    expect(await equivalentSlug('services/vente', 'en', 'fr')).toBe('nos-services/vente')
  })

  it('has none for a path that is no page', async () => {
    expect(await equivalentSlug('services/vente/a/b/c', 'en', 'fr')).toBeNull()
    expect(await equivalentSlug('nowhere/at-all', 'en', 'nl')).toBeNull()
  })
})
