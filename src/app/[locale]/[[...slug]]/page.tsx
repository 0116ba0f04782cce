import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { CmsPageView } from '@/features/cms/cms-page-view'
import { loadRoute } from '@/features/cms/load-route.server'
import { pageMetadata } from '@/features/cms/page-metadata'
import { getSiteConfig } from '@/features/config/site-config.server'
import { loadShell } from '@/features/shell/load-shell.server'
import { SiteFrame } from '@/features/shell/site-frame'
import { requestOrigin } from '@/lib/request-origin.server'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const route = await loadRoute(locale, slug)
  if (!route) return {}
  const config = await getSiteConfig()
  return pageMetadata({
    params: route.page.params,
    lang: route.lang,
    defaultLanguage: config.defaultLanguage,
    alternates: route.alternates,
    origin: await requestOrigin(),
    siteName: config.agency.name,
    image: route.page.params.image ?? config.header.banner.image,
  })
}

export default async function CatalogueRoute({ params }: Props) {
  const { locale, slug } = await params
  const route = await loadRoute(locale, slug)
  if (!route) notFound()
  setRequestLocale(route.lang)
  const shell = await loadShell(route.lang, route.alternates, route.page.params.type === 'home')
  return (
    <SiteFrame shell={shell} current={route.alternates[route.lang]}>
      <CmsPageView
        page={route.page}
        entry={route.entry}
        shell={shell}
        origin={await requestOrigin()}
      />
    </SiteFrame>
  )
}
