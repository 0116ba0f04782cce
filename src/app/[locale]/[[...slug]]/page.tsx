import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { CatalogueListView } from '@/features/catalogue/catalogue-list-view'
import { loadCatalogueDetail } from '@/features/catalogue/catalogue-route.server'
import { ProjectPage, projectMetadata } from '@/features/catalogue/detail/project-page'
import { PropertyPage, propertyMetadata } from '@/features/catalogue/detail/property-page'
import { isListRoute } from '@/features/catalogue/list-routes'
import { CmsPageView } from '@/features/cms/cms-page-view'
import { loadRoute } from '@/features/cms/load-route.server'
import { pageMetadata } from '@/features/cms/page-metadata'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { OwnerLogin } from '@/features/owner-portal/forms/owner-login'
import { loadShell } from '@/features/shell/load-shell.server'
import { NotFoundView } from '@/features/shell/not-found-view'
import { SiteFrame } from '@/features/shell/site-frame'
import { siteOrigin } from '@/lib/site-origin.server'
import { answerNotFound } from '@/server/page-status'
import { relationRenderer } from './modules'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const config = await getSiteConfig()
  const origin = siteOrigin()
  const common = { defaultLanguage: config.defaultLanguage, origin, siteName: config.agency.name }
  const route = await loadRoute(locale, slug)
  if (route) {
    return pageMetadata({
      ...common,
      params: route.page.params,
      lang: route.lang,
      alternates: route.alternates,
      image: route.page.params.image ?? config.header.banner.image,
    })
  }
  const detail = await loadCatalogueDetail(locale, slug)
  if (detail?.kind === 'property') {
    return propertyMetadata({
      ...common,
      property: detail.property,
      lang: detail.lang,
      alternates: detail.alternates,
    })
  }
  if (detail?.kind === 'project') {
    return projectMetadata({
      ...common,
      project: detail.project,
      lang: detail.lang,
      alternates: detail.alternates,
    })
  }
  return {}
}

/** Every public page: whatever the path catalogue has at this URL, or a listing's detail page. */
export default async function CatalogueRoute({ params, searchParams }: Props) {
  const { locale, slug } = await params
  const origin = siteOrigin()
  const route = await loadRoute(locale, slug)
  if (route) {
    setRequestLocale(route.lang)
    const type = route.page.params.type
    const shell = await loadShell(route.lang, route.alternates, type === 'home')
    return (
      <SiteFrame shell={shell} current={route.alternates[route.lang]}>
        {isListRoute(type) ? (
          <CatalogueListView
            route={type}
            page={route.page}
            shell={shell}
            searchParams={await searchParams}
          />
        ) : (
          <CmsPageView
            page={route.page}
            entry={route.entry}
            shell={shell}
            origin={origin}
            renderRelation={relationRenderer({
              lang: route.lang,
              config: shell.config,
              hrefs: shell.hrefs,
              query: await searchParams,
            })}
          >
            {type === 'login' && <OwnerLogin lang={route.lang} searchParams={await searchParams} />}
          </CmsPageView>
        )}
      </SiteFrame>
    )
  }
  const detail = await loadCatalogueDetail(locale, slug)
  if (!detail) {
    // Rendered here rather than by notFound(), whose dynamic 404 is an empty shell before hydration.
    answerNotFound()
    return <NotFoundView locale={locale} slug={(slug ?? []).join('/')} />
  }
  setRequestLocale(detail.lang)
  const shell = await loadShell(detail.lang, detail.alternates, false)
  return (
    <SiteFrame shell={shell} current={detail.listUrl}>
      {detail.kind === 'property' ? (
        <PropertyPage
          property={detail.property}
          lang={detail.lang}
          shell={shell}
          listUrl={detail.listUrl}
          origin={origin}
        />
      ) : (
        <ProjectPage
          project={detail.project}
          lang={detail.lang}
          shell={shell}
          listUrl={detail.listUrl}
          origin={origin}
          propertyListUrl={(goal) =>
            shell.hrefs(goal === 0 ? 'for-sale' : 'for-rent') ?? detail.listUrl
          }
        />
      )}
    </SiteFrame>
  )
}
