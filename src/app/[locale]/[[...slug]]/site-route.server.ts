import 'server-only'
import { cache } from 'react'
import type { PageRoute } from '@/lib/content/page-schema'
import {
  loadCatalogueDetail,
  type CatalogueDetailRoute,
} from '@/features/catalogue/catalogue-route.server'
import { loadRoute, type ResolvedRoute } from '@/features/cms/load-route.server'
import { isPreviewRequest } from '@/server/preview/preview.server'

/** A page of the path catalogue, by the template its params name. */
export type CmsRoute<K extends PageRoute = PageRoute> = {
  [P in K]: ResolvedRoute & { kind: P }
}[K]

/** What is at a URL: a page of the path catalogue, or a property's or project's detail page. */
export type SiteRoute = CmsRoute | CatalogueDetailRoute
export type RouteKind = SiteRoute['kind']
export type RouteOf<K extends RouteKind> = Extract<SiteRoute, { kind: K }>

/**
 * The route of a language and path, shared by a request's metadata and page: the path
 * catalogue's page first, else a listing below a list page; null when neither is there. Under
 * `preview/` the same for staff, with drafts (docs/decisions/036), and nothing for anyone else.
 */
export const resolveSiteRoute = cache(
  async (locale: string, slug: string[] | undefined): Promise<SiteRoute | null> => {
    const previewing = slug?.[0] === 'preview'
    if (previewing && !(await isPreviewRequest())) return null
    const path = previewing ? slug.slice(1) : slug
    const page = await loadRoute(locale, path)
    if (page) return { ...page, kind: page.page.params.type }
    return loadCatalogueDetail(locale, path)
  },
)

/** The menu entry a route belongs to: the page itself, or the list a listing is in. */
export function currentUrl(route: SiteRoute): string | undefined {
  return 'listUrl' in route ? route.listUrl : route.alternates[route.lang]
}
