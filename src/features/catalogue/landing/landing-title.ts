import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { LandingTown } from './landing-towns'

type Key = 'saleTown' | 'rentTown' | 'saleType' | 'rentType'

/** The translator of the `catalogue.landing` messages, as next-intl gives it. */
export type LandingTitleTranslator = (key: Key, values: { town: string; type: string }) => string

/** A landing page's heading and title: 'Properties for sale in Ixelles', 'Appartement à louer à Gand'. */
export function landingTitle(
  { goal, town, type }: { goal: 0 | 1; town: LandingTown; type?: { name: Record<string, string> } },
  lang: Language,
  fallbackLanguage: Language,
  t: LandingTitleTranslator,
): string {
  const typeName = type ? localize(type.name, lang, fallbackLanguage) : ''
  const key: Key = `${goal === 0 ? 'sale' : 'rent'}${type ? 'Type' : 'Town'}`
  return t(key, { town: town.names[lang], type: typeName })
}
