import 'server-only'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { alternatesFor } from '@/lib/routing/alternates'
import { getPublishedPage, type CmsPage } from './page.server'
import { resolveSlug, type CatalogueEntry } from '@/server/routing/path-catalogue.server'
import { isPreviewRequest } from '@/server/preview/preview.server'
import { resolvePreviewSlug } from './preview-route.server'

export type ResolvedRoute = {
  lang: Language
  entry: CatalogueEntry
  page: CmsPage
  alternates: Partial<Record<Language, string>>
}

/**
 * The published page behind a language and path, shared by a request's metadata and page; under a
 * staff preview, the page with its pending draft (src/server/preview/preview.server.ts).
 */
export const loadRoute = cache(
  async (locale: string, slug: string[] | undefined): Promise<ResolvedRoute | null> => {
    const settings = await getLanguageSettings()
    if (!isSupportedLanguage(locale) || !settings.enabled.includes(locale)) return null
    const path = (slug ?? []).map(decodeURIComponent).join('/')
    const found = (await isPreviewRequest())
      ? await resolvePreviewSlug(locale, path)
      : await resolvePublished(locale, path)
    if (!found) return null
    const { entry, page } = found
    // An entry with an external link (specification §3 path catalogue) forwards to it.
    if (entry.externalLink) redirect(entry.externalLink)
    if (!page) return null
    return {
      lang: locale,
      entry,
      page,
      alternates: alternatesFor(entry.slugs, settings.enabled, settings.defaultLanguage),
    }
  },
)

async function resolvePublished(
  lang: Language,
  path: string,
): Promise<{ entry: CatalogueEntry; page: CmsPage | null } | null> {
  const entry = await resolveSlug(lang, path)
  if (!entry) return null
  return { entry, page: entry.pageId ? await getPublishedPage(entry.pageId) : null }
}
