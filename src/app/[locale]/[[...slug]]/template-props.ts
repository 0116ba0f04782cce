import type { ReactNode } from 'react'
import type { ShellContext } from '@/features/shell/shell-context'
import type { RouteKind, RouteOf, SiteRoute } from './site-route.server'

/** What every page template gets from the route. */
export type TemplateProps<R extends SiteRoute = SiteRoute> = {
  route: R
  shell: ShellContext
  origin: string
  /** The page's query string, as Next gives it. */
  query: Record<string, string | string[] | undefined>
}

/** The page of one kind of route. */
export type Template<K extends RouteKind> = (props: TemplateProps<RouteOf<K>>) => ReactNode
