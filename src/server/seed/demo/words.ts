import type { Language } from '@/lib/i18n/languages'
import type { Direction } from './listing-facts'
import type { TypeGrammar } from './property-types'

export type Text = Record<Language, string>

type Adjective = {
  en: string
  /** Uninflected (before 'het' words) and inflected. */
  nl: [string, string]
  /** Masculine and feminine. */
  fr: [string, string]
  /** Strong declension without article: neuter, masculine, feminine. */
  de: { n: string; m: string; f: string }
}

const adjective = (
  en: string,
  nl: [string, string],
  fr: [string, string],
  de: string,
): Adjective => ({
  en,
  nl,
  fr,
  de: { n: `${de}es`, m: `${de}er`, f: `${de}e` },
})

const adjectives = {
  bright: adjective('bright', ['lichtrijk', 'lichtrijke'], ['lumineux', 'lumineuse'], 'hell'),
  renovated: adjective(
    'renovated',
    ['gerenoveerd', 'gerenoveerde'],
    ['rénové', 'rénovée'],
    'renoviert',
  ),
  spacious: adjective('spacious', ['ruim', 'ruime'], ['spacieux', 'spacieuse'], 'geräumig'),
  charming: adjective('charming', ['charmant', 'charmante'], ['charmant', 'charmante'], 'charmant'),
  modern: adjective('modern', ['modern', 'moderne'], ['moderne', 'moderne'], 'modern'),
  cosy: adjective('cosy', ['gezellig', 'gezellige'], ['chaleureux', 'chaleureuse'], 'gemütlich'),
  sunny: adjective('sunny', ['zonnig', 'zonnige'], ['ensoleillé', 'ensoleillée'], 'sonnig'),
  wellLocated: adjective(
    'well-located',
    ['goed gelegen', 'goed gelegen'],
    ['bien situé', 'bien située'],
    'gut gelegen',
  ),
  secure: adjective('secure', ['beveiligd', 'beveiligde'], ['sécurisé', 'sécurisée'], 'gesichert'),
  new: adjective('new', ['nieuw', 'nieuwe'], ['neuf', 'neuve'], 'neu'),
} satisfies Record<string, Adjective>

export type AdjectiveName = keyof typeof adjectives

export function inflect(name: AdjectiveName, grammar: TypeGrammar): Text {
  const word = adjectives[name]
  return {
    en: word.en,
    nl: word.nl[grammar.nlNeuter ? 0 : 1],
    fr: word.fr[grammar.frFeminine ? 1 : 0],
    de: word.de[grammar.deGender],
  }
}

/** 'this' before the type's noun, nominative (de: accusative when `accusative`). */
export function demonstrative(grammar: TypeGrammar, accusative = false): Text {
  const de = { n: 'dieses', m: accusative ? 'diesen' : 'dieser', f: 'diese' }[grammar.deGender]
  return {
    en: 'this',
    nl: grammar.nlNeuter ? 'dit' : 'deze',
    fr: grammar.frFeminine ? 'cette' : grammar.frVowel ? 'cet' : 'ce',
    de,
  }
}

export const features = {
  garden: { en: 'garden', nl: 'tuin', fr: 'jardin', de: 'Garten' },
  terrace: { en: 'terrace', nl: 'terras', fr: 'terrasse', de: 'Terrasse' },
  garage: { en: 'garage', nl: 'garage', fr: 'garage', de: 'Garage' },
} satisfies Record<string, Text>

/** How each language says "facing <direction>": 'south-west', 'zuidwesten', 'sud-ouest', 'Südwesten'. */
export const facing: Record<Direction, Text> = {
  N: { en: 'north', nl: 'noorden', fr: 'nord', de: 'Norden' },
  NE: { en: 'north-east', nl: 'noordoosten', fr: 'nord-est', de: 'Nordosten' },
  E: { en: 'east', nl: 'oosten', fr: 'est', de: 'Osten' },
  SE: { en: 'south-east', nl: 'zuidoosten', fr: 'sud-est', de: 'Südosten' },
  S: { en: 'south', nl: 'zuiden', fr: 'sud', de: 'Süden' },
  SW: { en: 'south-west', nl: 'zuidwesten', fr: 'sud-ouest', de: 'Südwesten' },
  W: { en: 'west', nl: 'westen', fr: 'ouest', de: 'Westen' },
  NW: { en: 'north-west', nl: 'noordwesten', fr: 'nord-ouest', de: 'Nordwesten' },
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Builds a text by running one template per language. */
export function each(template: (lang: Language) => string): Text {
  return { en: template('en'), nl: template('nl'), fr: template('fr'), de: template('de') }
}
