import type { Metadata } from 'next'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { PageParams } from '@/lib/content/page-schema'

/** Thank-you pages only make sense after a form; search engines should not list them. */
export function indexable(route: string): boolean {
  // A visitor's cancel page is reached only through their own signed link; the favourites and
  // compare pages show whatever list their URL names.
  return !['feedback', 'visit-cancel', 'favourites', 'compare'].includes(route)
}

/**
 * Title, description, canonical URL and hreflang alternates (with x-default) of a page
 * (decisions.md §3); SEO metadata per language comes from the page's params.
 */
export function pageMetadata({
  params,
  lang,
  defaultLanguage,
  alternates,
  origin,
  siteName,
  image,
  titleFormat = (title) => title,
}: {
  params: PageParams
  lang: Language
  defaultLanguage: Language
  alternates: Partial<Record<Language, string>>
  origin: string
  siteName: string
  image?: string
  /** The title as this URL shows the page (a list's page 2 says so). */
  titleFormat?: (title: string) => string
}): Metadata {
  const seo = params.metadata[lang]
  const title = titleFormat(seo?.title ?? localize(params.title, lang, defaultLanguage))
  const description = seo?.description ?? localize(params.description, lang, defaultLanguage)
  const absolute = (path: string) => new URL(path, origin).toString()
  const languages: Record<string, string> = {}
  for (const [code, url] of Object.entries(alternates)) languages[code] = absolute(url)
  const fallback = alternates[defaultLanguage]
  if (fallback) languages['x-default'] = absolute(fallback)
  const canonical = alternates[lang]
  return {
    title,
    description,
    metadataBase: new URL(origin),
    alternates: { canonical: canonical ? absolute(canonical) : undefined, languages },
    robots: params.seoActive && indexable(params.type) ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      title,
      description,
      siteName,
      locale: lang,
      url: canonical ? absolute(canonical) : undefined,
      images: image ? [{ url: absolute(image) }] : undefined,
    },
  }
}
