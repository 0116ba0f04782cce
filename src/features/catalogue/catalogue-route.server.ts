import 'server-only'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { resolveSlug, type CatalogueEntry } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { loadProjectBySlug } from './detail/load-project.server'
import { loadPropertyByReference } from './detail/load-property.server'
import { propertyUrl } from '@/lib/routing/property-url'
import type { ProjectView, PropertyView } from './detail/types'
import { listGoals } from './list-routes'

type Alternates = Partial<Record<Language, string>>

export type CatalogueDetailRoute =
  | {
      kind: 'property'
      lang: Language
      listUrl: string
      property: PropertyView
      alternates: Alternates
    }
  | {
      kind: 'project'
      lang: Language
      listUrl: string
      project: ProjectView
      alternates: Alternates
    }

/**
 * A property or project detail page: a list path followed by city/type/reference (decisions.md
 * §3) or by a project slug. A wrong city or type slug redirects to the canonical URL; an
 * unknown reference is null (→ 404).
 */
export const loadCatalogueDetail = cache(
  async (locale: string, slug: string[] | undefined): Promise<CatalogueDetailRoute | null> => {
    const settings = await getLanguageSettings()
    if (!isSupportedLanguage(locale) || !settings.enabled.includes(locale)) return null
    const lang = locale
    const segments = (slug ?? []).map(decodeURIComponent)
    const listUrls = (entry: CatalogueEntry) => {
      const urls: Alternates = {}
      for (const code of settings.enabled) {
        const listSlug = entry.slugs[code]
        if (listSlug !== undefined)
          urls[code] = localizedUrl(code, listSlug, settings.defaultLanguage)
      }
      return urls
    }
    const requested = localizedUrl(lang, segments.join('/'), settings.defaultLanguage)

    if (segments.length >= 4) {
      const entry = await resolveSlug(lang, segments.slice(0, -3).join('/'))
      if (entry && (entry.route === 'sale-list' || entry.route === 'rent-list')) {
        const property = await loadPropertyByReference(segments.at(-1)!)
        if (!property || property.goal !== listGoals[entry.route]) return null
        const lists = listUrls(entry)
        const alternates: Alternates = {}
        for (const [code, url] of Object.entries(lists) as [Language, string][]) {
          alternates[code] = propertyUrl(url, property, code)
        }
        if (alternates[lang] && alternates[lang] !== requested) permanentRedirect(alternates[lang])
        return {
          kind: 'property',
          lang,
          listUrl: lists[lang]!,
          property,
          alternates,
        }
      }
    }

    if (segments.length >= 2) {
      const entry = await resolveSlug(lang, segments.slice(0, -1).join('/'))
      if (entry?.route === 'projects-list') {
        const project = await loadProjectBySlug(segments.at(-1)!)
        if (!project) return null
        const lists = listUrls(entry)
        const alternates: Alternates = {}
        for (const [code, url] of Object.entries(lists) as [Language, string][]) {
          alternates[code] = `${url}${encodeURIComponent(project.slug)}/`
        }
        return {
          kind: 'project',
          lang,
          listUrl: lists[lang]!,
          project,
          alternates,
        }
      }
    }
    return null
  },
)
