import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { parseSearchParams } from '@/features/catalogue/search/search-params'
import { titleWithPage } from '@/features/catalogue/search/page-title'
import { projectMetadata, propertyMetadata } from '@/features/catalogue/detail/metadata'
import { pageMetadata } from '@/features/cms/page-metadata'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { loadShell } from '@/features/shell/load-shell.server'
import { NotFoundView } from '@/features/shell/not-found-view'
import { SiteFrame } from '@/features/shell/site-frame'
import { siteOrigin } from '@/lib/site-origin.server'
import { answerNotFound } from '@/server/page-status'
import { currentUrl, resolveSiteRoute } from './site-route.server'
import { renderTemplate } from './templates'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const route = await resolveSiteRoute(locale, slug)
  if (!route) return {}
  const config = await getSiteConfig()
  const common = {
    defaultLanguage: config.defaultLanguage,
    origin: siteOrigin(),
    siteName: config.agency.name,
    lang: route.lang,
    alternates: route.alternates,
  }
  // A listing's page describes the listing; every other page says what its CMS params say.
  if (route.kind === 'property') return propertyMetadata({ ...common, property: route.property })
  if (route.kind === 'project') return projectMetadata({ ...common, project: route.project })
  const image = route.page.params.image ?? config.header.banner.image
  const listed = route.kind === 'sale-list' || route.kind === 'rent-list'
  const page = listed ? parseSearchParams(await searchParams).page : 1
  const t = await getTranslations({ locale: route.lang, namespace: 'catalogue.search' })
  const titleFormat = (title: string) => titleWithPage(title, page, t)
  return pageMetadata({ ...common, params: route.page.params, image, titleFormat })
}

/** Every public page: the route at this URL rendered by its kind's template (templates.tsx). */
export default async function SitePage({ params, searchParams }: Props) {
  const { locale, slug } = await params
  const route = await resolveSiteRoute(locale, slug)
  if (!route) {
    // Rendered here rather than by notFound(), whose dynamic 404 is an empty shell before hydration.
    answerNotFound()
    return <NotFoundView locale={locale} slug={(slug ?? []).join('/')} />
  }
  setRequestLocale(route.lang)
  const shell = await loadShell(route.lang, route.alternates, route.kind === 'home')
  return (
    <SiteFrame shell={shell} current={currentUrl(route)}>
      {renderTemplate({ route, shell, origin: siteOrigin(), query: await searchParams })}
    </SiteFrame>
  )
}
