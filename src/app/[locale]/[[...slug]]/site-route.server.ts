import 'server-only'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import type { PageRoute } from '@/lib/content/page-schema'
import type { Language } from '@/lib/i18n/languages'
import { listGoals } from '@/features/catalogue/list-routes'
import { resolveLanding, type Landing } from '@/features/catalogue/landing/landing-route.server'
import {
  loadCatalogueDetail,
  type CatalogueDetailRoute,
} from '@/features/catalogue/catalogue-route.server'
import { loadRoute, type ResolvedRoute } from '@/features/cms/load-route.server'
import { isPreviewRequest } from '@/server/preview/preview.server'
import { agentUrl } from '@/server/routing/team-links.server'
import { db } from '@/server/db/client'
import { agentBySlug, type Agent } from '@/features/team/server'

/** A page of the path catalogue, by the template its params name. */
export type CmsRoute<K extends PageRoute = PageRoute> = {
  [P in K]: ResolvedRoute & { kind: P }
}[K]

/** A list filtered to a town, or to a town and a type: `/for-sale/ixelles/apartment/`. */
export type LandingRoute = {
  kind: 'landing'
  lang: Language
  goal: 0 | 1
  /** The list page it narrows, whose template and params it shares. */
  list: CmsRoute<'sale-list' | 'rent-list'>
  listUrl: string
  landing: Landing
  alternates: Landing['alternates']
}

/** An agent's page below the team page: `/team/pieter-janssens/`, `/fr/equipe/pieter-janssens/`. */
export type AgentRoute = {
  kind: 'agent'
  lang: Language
  /** The team page it sits below, whose breadcrumb and metadata it extends. */
  team: CmsRoute<'team'>
  teamUrl: string
  agent: Agent
  alternates: Partial<Record<Language, string>>
}

/**
 * What is at a URL: a page of the path catalogue, a property's or project's detail page, a
 * list's landing page, or an agent's page.
 */
export type SiteRoute = CmsRoute | CatalogueDetailRoute | LandingRoute | AgentRoute
export type RouteKind = SiteRoute['kind']
export type RouteOf<K extends RouteKind> = Extract<SiteRoute, { kind: K }>

/**
 * The route of a language and path, shared by a request's metadata and page: the path
 * catalogue's page first, else a listing below a list page, else a list's landing page; null
 * when none is there. Under
 * `preview/` the same for staff, with drafts (docs/decisions/036), and nothing for anyone else.
 */
export const resolveSiteRoute = cache(
  async (locale: string, slug: string[] | undefined): Promise<SiteRoute | null> => {
    const previewing = slug?.[0] === 'preview'
    if (previewing && !(await isPreviewRequest())) return null
    const path = previewing ? slug.slice(1) : slug
    const page = await loadRoute(locale, path)
    if (page) return { ...page, kind: page.page.params.type }
    return (
      (await loadCatalogueDetail(locale, path)) ??
      (await loadLanding(locale, path ?? [])) ??
      (await loadAgent(locale, path ?? []))
    )
  },
)

/** The team page's path followed by an agent's slug. */
async function loadAgent(locale: string, path: string[]): Promise<AgentRoute | null> {
  if (path.length < 2) return null
  const team = await loadRoute(locale, path.slice(0, -1))
  const teamUrl = team?.alternates[team.lang]
  if (!team || team.page.params.type !== 'team' || !teamUrl) return null
  const agent = await agentBySlug(db(), decodeURIComponent(path.at(-1)!))
  if (!agent) return null
  const alternates = Object.fromEntries(
    Object.entries(team.alternates).map(([lang, url]) => [lang, agentUrl(url, agent.slug)]),
  )
  return {
    kind: 'agent',
    lang: team.lang,
    team: { ...team, kind: 'team' },
    teamUrl,
    agent,
    alternates,
  }
}

/** A list path followed by a town (one segment) or a town and a type (two). */
async function loadLanding(locale: string, path: string[]): Promise<LandingRoute | null> {
  for (const depth of [1, 2]) {
    if (path.length <= depth) continue
    const list = await loadRoute(locale, path.slice(0, -depth))
    const kind = list?.page.params.type
    if (!list || (kind !== 'sale-list' && kind !== 'rent-list')) continue
    const listUrl = list.alternates[list.lang]
    const landing = await resolveLanding(list.lang, list.alternates, path.slice(-depth))
    if (!landing || !listUrl) return null
    if ('redirect' in landing) permanentRedirect(landing.redirect)
    return {
      kind: 'landing',
      lang: list.lang,
      goal: listGoals[kind],
      list: { ...list, kind },
      listUrl,
      landing,
      alternates: landing.alternates,
    }
  }
  return null
}

/** The menu entry a route belongs to: the page itself, the list a listing is in, or the team. */
export function currentUrl(route: SiteRoute): string | undefined {
  if ('listUrl' in route) return route.listUrl
  return route.kind === 'agent' ? route.teamUrl : route.alternates[route.lang]
}
