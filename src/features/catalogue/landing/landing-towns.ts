import type { Language } from '@/lib/i18n/languages'
import { slugify } from '@/lib/routing/property-url'
import { postalPlaces } from '@/features/catalogue/search/postal-places'

/** A town that has landing pages: a locality or municipality of the Belgian postal table. */
export type LandingTown = {
  /** Its URL segment in every language: the local name made a slug, as detail URLs have it. */
  slug: string
  /** The name the list filters on (the `place` filter): the local name, as listings store it. */
  place: string
  /** How each language names it ('Elsene' in Dutch, 'Gand' in French). */
  names: Record<Language, string>
}

type TownTable = {
  bySlug: Map<string, LandingTown>
  /** The slug of a name in another language ('elsene', 'gand') → the town's own slug. */
  aliases: Map<string, string>
}

let table: TownTable | undefined

function townTable(): TownTable {
  if (table) return table
  const bySlug = new Map<string, LandingTown>()
  const aliases = new Map<string, string>()
  const add = (local: string, nl: string, fr: string) => {
    const slug = slugify(local)
    if (!slug || bySlug.has(slug)) return
    // English and German texts name Belgian towns as the locals do, Dutch and French their own way.
    bySlug.set(slug, { slug, place: local, names: { en: local, nl, fr, de: local } })
  }
  const places = postalPlaces()
  // Localities first: a municipality named like a locality (Antwerpen) is that locality's page.
  for (const p of places) add(p.locality, p.localityNl, p.localityFr)
  for (const p of places) add(p.municipality, p.municipalityNl, p.municipalityFr)
  for (const p of places) {
    for (const [local, names] of [
      [p.locality, [p.localityNl, p.localityFr]],
      [p.municipality, [p.municipalityNl, p.municipalityFr]],
    ] as const) {
      for (const name of names) {
        const alias = slugify(name)
        if (alias && !bySlug.has(alias) && !aliases.has(alias)) aliases.set(alias, slugify(local))
      }
    }
  }
  table = { bySlug, aliases }
  return table
}

/**
 * The town of a URL segment: `town` when the segment is its slug, `redirect` (the town's own
 * slug) when the segment names it in another language; undefined for anything else (→ 404).
 */
export function landingTown(
  segment: string,
): { town: LandingTown } | { redirect: string } | undefined {
  const { bySlug, aliases } = townTable()
  const town = bySlug.get(segment)
  if (town) return { town }
  const alias = aliases.get(segment)
  return alias ? { redirect: alias } : undefined
}

/** The town of a listing's stored city, when it has landing pages. */
export function townOfCity(city: string): LandingTown | undefined {
  return townTable().bySlug.get(slugify(city))
}
