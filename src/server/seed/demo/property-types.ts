import type { propertyTypes } from '@/server/db/schema'
import type { Language } from '@/lib/i18n/languages'

type Text = Record<Language, string>

/** What a title or description needs to put the type's noun in a sentence. */
export type TypeGrammar = {
  /** Lower case where the language allows it, for use mid-sentence. */
  noun: Text
  /** Dutch 'het' words take an uninflected adjective and 'dit' instead of 'deze'. */
  nlNeuter: boolean
  frFeminine: boolean
  /** French 'cet' before a vowel or mute h. */
  frVowel: boolean
  deGender: 'm' | 'f' | 'n'
}

type TypeDefinition = TypeGrammar & {
  id: number
  parentId: number | null
  webId: number
  name: Text
  slug: Text
}

// Ids: the seven roots are their WebID (the specification's icon numbers), children are
// WebID × 10 + n, so an id never changes when a type is added.
export const typeIds = {
  house: 1,
  apartment: 2,
  land: 3,
  office: 4,
  commercial: 5,
  industrial: 6,
  garage: 7,
  villa: 11,
  bungalow: 12,
  terracedHouse: 13,
  semiDetachedHouse: 14,
  studio: 21,
  duplex: 22,
  penthouse: 23,
  groundFloorApartment: 24,
  buildingPlot: 31,
  agriculturalLand: 32,
  officeBuilding: 41,
  practice: 42,
  shop: 51,
  restaurant: 52,
  warehouse: 61,
  workshop: 62,
  garageBox: 71,
  parkingSpace: 72,
} as const

type Word = [en: string, nl: string, fr: string, de: string]
const text = ([en, nl, fr, de]: Word): Text => ({ en, nl, fr, de })
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function define(
  id: number,
  parentId: number | null,
  noun: Word,
  slug: Word,
  grammar: { nlNeuter?: boolean; fr: 'm' | 'f' | 'mv'; de: 'm' | 'f' | 'n' },
  name?: Word,
): TypeDefinition {
  return {
    id,
    parentId,
    webId: parentId ?? id,
    name: text(name ?? (noun.map(capitalize) as Word)),
    slug: text(slug),
    noun: text(noun),
    nlNeuter: grammar.nlNeuter ?? false,
    frFeminine: grammar.fr === 'f',
    frVowel: grammar.fr === 'mv',
    deGender: grammar.de,
  }
}

const t = typeIds
const definitions: TypeDefinition[] = [
  define(t.house, null, ['house', 'huis', 'maison', 'Haus'], ['house', 'huis', 'maison', 'haus'], {
    nlNeuter: true,
    fr: 'f',
    de: 'n',
  }),
  define(
    t.villa,
    t.house,
    ['villa', 'villa', 'villa', 'Villa'],
    ['villa', 'villa', 'villa', 'villa'],
    {
      fr: 'f',
      de: 'f',
    },
  ),
  define(
    t.bungalow,
    t.house,
    ['bungalow', 'bungalow', 'bungalow', 'Bungalow'],
    ['bungalow', 'bungalow', 'bungalow', 'bungalow'],
    { fr: 'm', de: 'm' },
  ),
  define(
    t.terracedHouse,
    t.house,
    ['terraced house', 'rijwoning', 'maison mitoyenne', 'Reihenhaus'],
    ['terraced-house', 'rijwoning', 'maison-mitoyenne', 'reihenhaus'],
    { fr: 'f', de: 'n' },
  ),
  define(
    t.semiDetachedHouse,
    t.house,
    ['semi-detached house', 'halfopen bebouwing', 'maison trois façades', 'Doppelhaushälfte'],
    ['semi-detached-house', 'halfopen-bebouwing', 'maison-trois-facades', 'doppelhaushaelfte'],
    { fr: 'f', de: 'f' },
  ),
  define(
    t.apartment,
    null,
    ['apartment', 'appartement', 'appartement', 'Wohnung'],
    ['apartment', 'appartement', 'appartement', 'wohnung'],
    { nlNeuter: true, fr: 'mv', de: 'f' },
  ),
  define(
    t.studio,
    t.apartment,
    ['studio', 'studio', 'studio', 'Studio'],
    ['studio', 'studio', 'studio', 'studio'],
    { fr: 'm', de: 'n' },
  ),
  define(
    t.duplex,
    t.apartment,
    ['duplex', 'duplex', 'duplex', 'Maisonettewohnung'],
    ['duplex', 'duplex', 'duplex', 'maisonettewohnung'],
    { fr: 'm', de: 'f' },
  ),
  define(
    t.penthouse,
    t.apartment,
    ['penthouse', 'penthouse', 'penthouse', 'Penthouse'],
    ['penthouse', 'penthouse', 'penthouse', 'penthouse'],
    { fr: 'm', de: 'n' },
  ),
  define(
    t.groundFloorApartment,
    t.apartment,
    ['ground-floor apartment', 'gelijkvloers appartement', 'rez-de-chaussée', 'Erdgeschosswohnung'],
    ['ground-floor-apartment', 'gelijkvloers-appartement', 'rez-de-chaussee', 'erdgeschosswohnung'],
    { nlNeuter: true, fr: 'm', de: 'f' },
  ),
  define(
    t.land,
    null,
    ['land', 'grond', 'terrain', 'Grundstück'],
    ['land', 'grond', 'terrain', 'grundstueck'],
    {
      fr: 'm',
      de: 'n',
    },
  ),
  define(
    t.buildingPlot,
    t.land,
    ['building plot', 'bouwgrond', 'terrain à bâtir', 'Baugrundstück'],
    ['building-plot', 'bouwgrond', 'terrain-a-batir', 'baugrundstueck'],
    { fr: 'm', de: 'n' },
  ),
  define(
    t.agriculturalLand,
    t.land,
    ['agricultural land', 'landbouwgrond', 'terrain agricole', 'Agrarland'],
    ['agricultural-land', 'landbouwgrond', 'terrain-agricole', 'agrarland'],
    { fr: 'm', de: 'n' },
  ),
  define(
    t.office,
    null,
    ['office', 'kantoor', 'bureau', 'Büro'],
    ['office', 'kantoor', 'bureau', 'buero'],
    {
      nlNeuter: true,
      fr: 'm',
      de: 'n',
    },
  ),
  define(
    t.officeBuilding,
    t.office,
    ['office building', 'kantoorgebouw', 'immeuble de bureaux', 'Bürogebäude'],
    ['office-building', 'kantoorgebouw', 'immeuble-de-bureaux', 'buerogebaeude'],
    { nlNeuter: true, fr: 'mv', de: 'n' },
  ),
  define(
    t.practice,
    t.office,
    ['practice space', 'praktijkruimte', 'cabinet professionnel', 'Praxisfläche'],
    ['practice-space', 'praktijkruimte', 'cabinet-professionnel', 'praxisflaeche'],
    { fr: 'm', de: 'f' },
  ),
  define(
    t.commercial,
    null,
    ['commercial property', 'handelspand', 'surface commerciale', 'Gewerbeimmobilie'],
    ['commercial', 'handelspand', 'commerce', 'gewerbe'],
    { nlNeuter: true, fr: 'f', de: 'f' },
    ['Commercial', 'Handelspand', 'Commerce', 'Gewerbe'],
  ),
  define(
    t.shop,
    t.commercial,
    ['shop', 'winkelpand', 'magasin', 'Ladenlokal'],
    ['shop', 'winkelpand', 'magasin', 'ladenlokal'],
    {
      nlNeuter: true,
      fr: 'm',
      de: 'n',
    },
  ),
  define(
    t.restaurant,
    t.commercial,
    ['restaurant', 'horecapand', 'restaurant', 'Restaurant'],
    ['restaurant', 'horecapand', 'restaurant', 'restaurant'],
    { nlNeuter: true, fr: 'm', de: 'n' },
  ),
  define(
    t.industrial,
    null,
    ['industrial building', 'bedrijfspand', 'bâtiment industriel', 'Industriegebäude'],
    ['industrial', 'bedrijfspand', 'industriel', 'industrie'],
    { nlNeuter: true, fr: 'm', de: 'n' },
    ['Industrial', 'Bedrijfspand', 'Industriel', 'Industrie'],
  ),
  define(
    t.warehouse,
    t.industrial,
    ['warehouse', 'magazijn', 'entrepôt', 'Lagerhalle'],
    ['warehouse', 'magazijn', 'entrepot', 'lagerhalle'],
    { nlNeuter: true, fr: 'mv', de: 'f' },
  ),
  define(
    t.workshop,
    t.industrial,
    ['workshop', 'werkplaats', 'atelier', 'Werkstatt'],
    ['workshop', 'werkplaats', 'atelier', 'werkstatt'],
    { fr: 'mv', de: 'f' },
  ),
  define(
    t.garage,
    null,
    ['garage', 'garage', 'garage', 'Garage'],
    ['garage-parking', 'garage-parking', 'garage-parking', 'garage-stellplatz'],
    { fr: 'm', de: 'f' },
    ['Garage/parking', 'Garage/parking', 'Garage/parking', 'Garage/Stellplatz'],
  ),
  define(
    t.garageBox,
    t.garage,
    ['garage box', 'garagebox', 'box de garage', 'Garagenbox'],
    ['garage-box', 'garagebox', 'box-de-garage', 'garagenbox'],
    { fr: 'm', de: 'f' },
  ),
  define(
    t.parkingSpace,
    t.garage,
    ['parking space', 'parkeerplaats', 'emplacement de parking', 'Stellplatz'],
    ['parking-space', 'parkeerplaats', 'emplacement-de-parking', 'stellplatz'],
    { fr: 'mv', de: 'm' },
  ),
]

const byId = new Map(definitions.map((definition) => [definition.id, definition]))

export function propertyType(id: number): TypeDefinition {
  const definition = byId.get(id)
  if (!definition) throw new Error(`Unknown demo property type ${id}`)
  return definition
}

export function propertyTypeRows(): (typeof propertyTypes.$inferInsert)[] {
  return definitions
    .map(({ id, parentId, webId, name, slug }) => ({ id, parentId, webId, name, slug }))
    .sort((a, b) => a.id - b.id)
}
