import { describe, expect, it } from 'vitest'
import { createTranslator } from 'next-intl'
import { parseSearchParams } from '@/features/catalogue'
import { alertSearchSummary } from './alert-search-summary'
import fr from '../../../messages/fr.json' with { type: 'json' }

const t = createTranslator({ locale: 'fr', messages: fr })
const summary = (query: string) =>
  alertSearchSummary(parseSearchParams(new URLSearchParams(query)), t)

describe('an alert’s kept search in words', () => {
  it('names the features, the EPC and the region as the list’s filters do', () => {
    expect(summary('features=garden&epc=a&region=flanders')).toEqual([
      `${fr.catalogue.search.filters.region}\u00a0: ${fr.catalogue.search.regions.flanders}`,
      `${fr.catalogue.search.filters.features}\u00a0: ${fr.catalogue.search.features.garden}`,
      `${fr.catalogue.search.filters.epc}\u00a0: A`,
    ])
  })

  it('says that the search is limited to a drawn area, or else to a searched map view', () => {
    const polygon = 'polygon=50.8,4.3,50.9,4.4,50.8,4.5'
    expect(summary(polygon)).toEqual([fr.catalogue.mapSearch.limitedPolygon])
    expect(summary('bbox=50.8,4.3,50.9,4.4')).toEqual([fr.catalogue.mapSearch.limitedBox])
    expect(summary('')).toEqual([])
  })
})
