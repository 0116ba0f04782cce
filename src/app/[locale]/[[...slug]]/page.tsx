import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { parseSearchParams } from '@/features/catalogue/search/search-params'
import {
  titleWithPage,
  titleWithPlaces,
  titleWithView,
} from '@/features/catalogue/search/page-title'
import { landingTitle } from '@/features/catalogue/landing/landing-title'
import { landingHasListings } from '@/features/catalogue/landing/landing-listings.server'
import { pagedAlternates } from '@/features/catalogue/list/paged-canonical'
import { projectMetadata, propertyMetadata } from '@/features/catalogue/detail/metadata'
import { pageMetadata } from '@/features/cms/page-metadata'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { loadShell } from '@/features/shell/load-shell.server'
import { NotFoundView } from '@/features/shell/not-found-view'
import { SiteFrame } from '@/features/shell/site-frame'
import { siteOrigin } from '@/lib/site-origin.server'
import { socialImage } from '@/lib/site-config/branding'
import { answerNotFound } from '@/server/page-status'
import { agentMetadata } from './agent-metadata'
import { currentUrl, resolveSiteRoute, type LandingRoute } from './site-route.server'
import { KeepLinks } from '@/features/catalogue/keep/keep-links'
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
  if (route.kind === 'agent') return agentMetadata(route, { ...common, image: socialImage(config) })
  const listed =
    route.kind === 'sale-list' || route.kind === 'rent-list' || route.kind === 'landing'
  const state = listed ? parseSearchParams(await searchParams) : undefined
  const [t, tFilters] = await Promise.all([
    getTranslations({ locale: route.lang, namespace: 'catalogue.search' }),
    getTranslations({ locale: route.lang, namespace: 'catalogue.filters' }),
  ])
  // A landing page's title names its town; a list's names the places searched, as its heading.
  const places = route.kind === 'landing' ? [] : (state?.place ?? [])
  const titleFormat = (title: string) =>
    titleWithPage(
      titleWithView(titleWithPlaces(title, places, route.lang, tFilters), state?.view ?? 'grid', t),
      state?.page ?? 1,
      t,
    )
  const alternates = state ? pagedAlternates(route.alternates, state) : route.alternates
  if (route.kind === 'landing')
    return landingMetadata(route, { ...common, alternates, titleFormat })
  const image = route.page.params.image ?? socialImage(config)
  return pageMetadata({ ...common, alternates, params: route.page.params, image, titleFormat })
}

/**
 * A landing page's metadata: its own title and description in the list's SEO settings; kept out
 * of search engines while it lists nothing (docs/decisions/042-landing-pages.md).
 */
async function landingMetadata(
  route: LandingRoute,
  common: Omit<Parameters<typeof pageMetadata>[0], 'params'>,
): Promise<Metadata> {
  const { town, type } = route.landing
  const t = await getTranslations({ locale: route.lang, namespace: 'catalogue.landing' })
  const heading = landingTitle(
    { goal: route.goal, town, type },
    route.lang,
    common.defaultLanguage,
    t,
  )
  const listParams = route.list.page.params
  const params = {
    ...listParams,
    metadata: {
      ...listParams.metadata,
      [route.lang]: {
        title: `${heading} | ${common.siteName}`,
        description: t('description', { title: heading, agency: common.siteName }),
      },
    },
  }
  const [config, listed] = await Promise.all([
    getSiteConfig(),
    landingHasListings(route.goal, { place: town.place, type: type?.id }),
  ])
  const image = listParams.image ?? socialImage(config)
  const metadata = pageMetadata({ ...common, params, image })
  return listed ? metadata : { ...metadata, robots: { index: false, follow: true } }
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
    <SiteFrame
      shell={shell}
      current={currentUrl(route)}
      headerLinks={
        <KeepLinks
          lang={route.lang}
          favouritesHref={shell.hrefs('favourites')}
          compareHref={shell.hrefs('compare')}
        />
      }
    >
      {renderTemplate({ route, shell, origin: siteOrigin(), query: await searchParams })}
    </SiteFrame>
  )
}
