import 'server-only'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { alternatesFor } from '@/lib/routing/alternates'
import { getPublishedPage, type CmsPage } from './page.server'
import { resolveSlug, type CatalogueEntry } from '@/server/routing/path-catalogue.server'

export type ResolvedRoute = {
  lang: Language
  entry: CatalogueEntry
  page: CmsPage
  alternates: Partial<Record<Language, string>>
}

/** The published page behind a language and path, shared by a request's metadata and page. */
export const loadRoute = cache(
  async (locale: string, slug: string[] | undefined): Promise<ResolvedRoute | null> => {
    const settings = await getLanguageSettings()
    if (!isSupportedLanguage(locale) || !settings.enabled.includes(locale)) return null
    const entry = await resolveSlug(locale, (slug ?? []).map(decodeURIComponent).join('/'))
    if (!entry) return null
    // An entry with an external link (specification §3 path catalogue) forwards to it.
    if (entry.externalLink) redirect(entry.externalLink)
    if (!entry.pageId) return null
    const page = await getPublishedPage(entry.pageId)
    if (!page) return null
    return {
      lang: locale,
      entry,
      page,
      alternates: alternatesFor(entry.slugs, settings.enabled, settings.defaultLanguage),
    }
  },
)
