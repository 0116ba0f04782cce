import { describe, expect, it } from 'vitest'
import { parseSearchParams } from '@/features/catalogue/search/search-params'
import { pagedAlternates } from './paged-canonical'

const alternates = { en: '/for-sale/', fr: '/fr/a-vendre/' }
const at = (query: string) =>
  pagedAlternates(alternates, parseSearchParams(new URLSearchParams(query)))

describe('pagedAlternates', () => {
  it('makes each page of the plain list its own canonical, in every language', () => {
    expect(at('page=3')).toEqual({ en: '/for-sale/?page=3', fr: '/fr/a-vendre/?page=3' })
    // The view shows the same listings on the same page.
    expect(at('page=2&view=list')).toEqual({ en: '/for-sale/?page=2', fr: '/fr/a-vendre/?page=2' })
  })

  it("names the list's first page for the first page and for filtered or sorted searches", () => {
    expect(at('')).toEqual(alternates)
    expect(at('page=1')).toEqual(alternates)
    expect(at('page=2&place=Ixelles')).toEqual(alternates)
    expect(at('page=2&sort=price-asc')).toEqual(alternates)
  })
})
