import type { MultiLangValue as MultiLang } from '@/lib/i18n/multilang'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'

/**
 * A lowercase ASCII slug: accents stripped ('Liège' → 'liege', 'Grundstück' → 'grundstuck'),
 * every run of other characters one hyphen ('Louvain-la-Neuve', "Braine-l'Alleud" →
 * 'braine-l-alleud'), no hyphen at either end.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export type PropertyUrlFields = {
  reference: string
  city: string
  type: { slug: MultiLang; name?: MultiLang }
}

/**
 * A property's detail URL (decisions.md §3): the list URL of its goal in `lang`, then the city
 * slug, the type's slug in that language and the reference, e.g. `/for-sale/ixelles/apartment/4521/`
 * or `/fr/a-vendre/ixelles/appartement/4521/`.
 */
export function propertyUrl(listUrl: string, property: PropertyUrlFields, lang: Language): string {
  const base = listUrl.endsWith('/') ? listUrl : `${listUrl}/`
  const city = slugify(property.city) || 'city'
  return `${base}${city}/${typeSlug(property.type, lang)}/${encodeURIComponent(property.reference)}/`
}

/** The type's segment of a detail URL in `lang`: its slug, else its name, made a slug. */
export function typeSlug(type: PropertyUrlFields['type'], lang: Language): string {
  return (
    slugify(localize(type.slug, lang, 'en')) ||
    slugify(localize(type.name, lang, 'en')) ||
    'property'
  )
}
