import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import de from '../../../../messages/de.json'
import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import nl from '../../../../messages/nl.json'
import { pagingTitle, titleWithPage, titleWithPlaces, titleWithView } from './page-title'

const translator = (locale: string, messages: typeof en) =>
  createTranslator({ locale, messages, namespace: 'catalogue.search' })

describe('pagingTitle', () => {
  it('follows the specification format "page x of y [n objects]" in every language', () => {
    expect(pagingTitle(2, 5, 53, translator('en', en))).toBe('Page 2 of 5 [53 properties]')
    expect(pagingTitle(2, 5, 53, translator('nl', nl))).toBe('Pagina 2 van 5 [53 panden]')
    expect(pagingTitle(2, 5, 53, translator('fr', fr))).toBe('Page 2 sur 5 [53 biens]')
    expect(pagingTitle(2, 5, 53, translator('de', de))).toBe('Seite 2 von 5 [53 Immobilien]')
  })

  it('uses the singular for one result', () => {
    expect(pagingTitle(1, 1, 1, translator('en', en))).toBe('Page 1 of 1 [1 property]')
    expect(pagingTitle(1, 1, 1, translator('de', de))).toBe('Seite 1 von 1 [1 Immobilie]')
  })

  it('writes large numbers the way the language does', () => {
    expect(pagingTitle(1, 834, 10_000, translator('nl', nl))).toBe(
      'Pagina 1 van 834 [10.000 panden]',
    )
  })

  it('keeps the page within 1 and the page count, also without results', () => {
    expect(pagingTitle(9, 3, 30, translator('en', en))).toBe('Page 3 of 3 [30 properties]')
    expect(pagingTitle(1, 0, 0, translator('en', en))).toBe('Page 1 of 1 [0 properties]')
  })
})

describe('titleWithPage', () => {
  it('names the page from the second on, in every language', () => {
    expect(titleWithPage('For sale', 1, translator('en', en))).toBe('For sale')
    expect(titleWithPage('For sale', 2, translator('en', en))).toBe('For sale – page 2')
    expect(titleWithPage('Te koop', 3, translator('nl', nl))).toBe('Te koop – pagina 3')
    expect(titleWithPage('À vendre', 2, translator('fr', fr))).toBe('À vendre – page 2')
    expect(titleWithPage('Kaufen', 1200, translator('de', de))).toBe('Kaufen – Seite 1.200')
  })
})

describe('titleWithView', () => {
  it('names the map and the list view, not the default grid, in every language', () => {
    expect(titleWithView('For sale', 'grid', translator('en', en))).toBe('For sale')
    expect(titleWithView('For sale', 'map', translator('en', en))).toBe('For sale – map')
    expect(titleWithView('Te koop', 'list', translator('nl', nl))).toBe('Te koop – lijst')
    expect(titleWithView('À vendre', 'map', translator('fr', fr))).toBe('À vendre – carte')
    expect(titleWithView('Kaufen', 'map', translator('de', de))).toBe('Kaufen – Karte')
  })
})

describe('titleWithPlaces', () => {
  const filters = (locale: string, messages: typeof en) =>
    createTranslator({ locale, messages, namespace: 'catalogue.filters' })

  it('names the places searched, listed as each language lists them', () => {
    expect(titleWithPlaces('For sale', [], 'en', filters('en', en))).toBe('For sale')
    expect(titleWithPlaces('For sale', ['Gent'], 'en', filters('en', en))).toBe('For sale in Gent')
    expect(titleWithPlaces('For sale', ['1050', 'Gent'], 'en', filters('en', en))).toBe(
      'For sale in 1050 and Gent',
    )
    expect(titleWithPlaces('Te koop', ['Gent', 'Luik'], 'nl', filters('nl', nl))).toBe(
      'Te koop in Gent en Luik',
    )
    expect(titleWithPlaces('À vendre', ['Gand', 'Liège'], 'fr', filters('fr', fr))).toBe(
      'À vendre : Gand et Liège',
    )
    expect(titleWithPlaces('Kaufen', ['Eupen', 'Gent'], 'de', filters('de', de))).toBe(
      'Kaufen in Eupen und Gent',
    )
  })
})
