import 'server-only'
import { db } from '@/server/db/client'
import { propertyTypes } from '@/server/db/schema'
import type { Language } from '@/lib/i18n/languages'
import { typeSlug } from '@/lib/routing/property-url'
import { resolveSlug } from './path-catalogue.server'

/**
 * The slug of the same page in another language (decisions.md §3): a page of the path catalogue,
 * or a property or project detail page below a list, whose list path and property-type segment
 * are localized while the city, the reference and the project's slug are not. Null when the
 * path is none of these or the page has no path in `to`.
 */
export async function equivalentSlug(
  slug: string,
  from: Language,
  to: Language,
): Promise<string | null> {
  const page = await resolveSlug(from, slug)
  if (page) return page.slugs[to] ?? null
  const segments = slug.split('/').filter(Boolean)
  if (segments.length >= 4) {
    const list = await resolveSlug(from, segments.slice(0, -3).join('/'))
    if (list?.route === 'sale-list' || list?.route === 'rent-list') {
      const [city, type, reference] = segments.slice(-3) as [string, string, string]
      const target = list.slugs[to]
      if (target === undefined) return null
      return `${target}/${city}/${await typeSegment(type, from, to)}/${reference}`
    }
  }
  if (segments.length >= 2) {
    const list = await resolveSlug(from, segments.slice(0, -1).join('/'))
    const target = list?.route === 'projects-list' ? list.slugs[to] : undefined
    if (target !== undefined) return `${target}/${segments.at(-1)}`
  }
  return null
}

/**
 * The property type's segment in `to`. A segment no type has in `from` is kept: the detail page
 * redirects any wrong type segment to its canonical URL.
 */
async function typeSegment(segment: string, from: Language, to: Language): Promise<string> {
  const types = await db()
    .select({ slug: propertyTypes.slug, name: propertyTypes.name })
    .from(propertyTypes)
  const type = types.find((candidate) => typeSlug(candidate, from) === segment.toLowerCase())
  return type ? typeSlug(type, to) : segment
}
