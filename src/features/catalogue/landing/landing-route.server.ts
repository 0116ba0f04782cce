import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { typeSlug } from '@/lib/routing/property-url'
import { landingTown, type LandingTown } from './landing-towns'
import { landingTypes, type LandingType } from './landing-types.server'

type Alternates = Partial<Record<Language, string>>

export type Landing = {
  town: LandingTown
  type?: LandingType
  /** The landing page's URL in every language its list has. */
  alternates: Alternates
}

/** A landing page's URL below a list URL: the town's slug, then the type's slug in `lang`. */
export function landingUrl(
  listUrl: string,
  town: Pick<LandingTown, 'slug'>,
  type: Pick<LandingType, 'slug' | 'name'> | undefined,
  lang: Language,
): string {
  const base = listUrl.endsWith('/') ? listUrl : `${listUrl}/`
  return `${base}${town.slug}/${type ? `${typeSlug(type, lang)}/` : ''}`
}

/**
 * The landing page a list's URL is followed by (docs/decisions/042-landing-pages.md): a town of
 * the Belgian postal table, then optionally a property type's slug in the page's language. A
 * town named in another language ('elsene') is `redirect`ed to its own slug; anything else is
 * null (→ 404).
 */
export async function resolveLanding(
  lang: Language,
  listAlternates: Alternates,
  segments: readonly string[],
): Promise<Landing | { redirect: string } | null> {
  const [townSegment, typeSegment, ...rest] = segments.map(decodeURIComponent)
  if (townSegment === undefined || rest.length > 0) return null
  let type: LandingType | undefined
  if (typeSegment !== undefined) {
    type = (await landingTypes()).find((candidate) => typeSlug(candidate, lang) === typeSegment)
    if (!type) return null
  }
  const found = landingTown(townSegment)
  if (!found) return null
  const listUrl = listAlternates[lang]
  if (!listUrl) return null
  if ('redirect' in found) {
    return { redirect: landingUrl(listUrl, { slug: found.redirect }, type, lang) }
  }
  const alternates: Alternates = {}
  for (const [code, url] of Object.entries(listAlternates) as [Language, string][]) {
    alternates[code] = landingUrl(url, found.town, type, code)
  }
  return { town: found.town, type, alternates }
}
