import type { Language } from '@/lib/i18n/languages'
import type { Hrefs } from '@/lib/routing/hrefs'
import { PropertyCards } from './detail/property-cards'
import { featuredProperties } from './featured.server'

/** A CMS module related to properties (specification §9: at most 4, 4 per row on the home page). */
export async function FeaturedProperties({
  limit,
  lang,
  fallbackLanguage,
  hrefs,
}: {
  limit: number
  lang: Language
  fallbackLanguage: Language
  hrefs: Hrefs
}) {
  const items = await featuredProperties(limit)
  return (
    <PropertyCards
      items={items}
      lang={lang}
      fallbackLanguage={fallbackLanguage}
      listUrl={(goal) => hrefs(goal === 0 ? 'for-sale' : 'for-rent') ?? '/'}
    />
  )
}
