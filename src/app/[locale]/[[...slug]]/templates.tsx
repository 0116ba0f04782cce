import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { localize } from '@/lib/i18n/multilang'
import { listGoals } from '@/features/catalogue/list-routes'
import { ListingsPage } from '@/features/catalogue/list/listings-page'
import { landingTitle } from '@/features/catalogue/landing/landing-title'
import type { SearchState } from '@/features/catalogue/search/search-params'
import type { ShellContext } from '@/features/shell/shell-context'
import { ProjectsPage } from '@/features/catalogue/projects/projects-page'
import { CmsArticleView, CmsHomeView } from '@/features/cms/cms-page-view'
import { homeJsonLd } from '@/features/cms/agency-structured-data'
import { JsonLd } from '@/lib/html/json-ld'
import { QuickSearch } from '@/features/catalogue/list/quick-search'
import { AccountNotice, HomeLink } from '@/features/cms/page-notes'
import { OwnerLogin } from '@/features/owner-portal/forms/owner-login'
import { demandQueryFor } from '@/features/requests/demand-register/demand-prefill'
import { VisitCancellation } from '@/features/requests'
import { parseListingIds, keepLimits } from '@/lib/keep/listing-ids'
import { FavouritesPage } from '@/features/catalogue/keep/favourites-page'
import { ComparePage } from '@/features/catalogue/keep/compare-page'
import { RecentlyViewed } from '@/features/catalogue/keep/recently-viewed'
import { ProjectTemplate, PropertyTemplate } from './detail-templates'
import { relationRenderer } from './modules'
import { AgentTemplate, OfficeTemplate, ReferencesTemplate, TeamTemplate } from './team-templates'
import type { CmsRoute, LandingRoute, RouteKind } from './site-route.server'
import type { Template, TemplateProps } from './template-props'

function cmsViewProps({ route, shell, query }: TemplateProps<CmsRoute>) {
  return {
    page: route.page,
    lang: route.lang,
    config: shell.config,
    renderRelation: relationRenderer({
      lang: route.lang,
      config: shell.config,
      hrefs: shell.hrefs,
      query,
    }),
  }
}

/** A CMS page other than home; `children` go inside its article, under the text. */
function Article({
  children,
  wide,
  ...props
}: TemplateProps<CmsRoute> & { children?: ReactNode; wide?: boolean }) {
  return (
    <CmsArticleView
      {...cmsViewProps(props)}
      wide={wide}
      entry={props.route.entry}
      hrefs={props.shell.hrefs}
      origin={props.origin}
    >
      {children}
    </CmsArticleView>
  )
}

/** The e-mail alert's page filled in with a list's search, when the demand register is published. */
function alertHrefFor(shell: ShellContext, goal: 0 | 1) {
  const demandHref = shell.hrefs('demand-register')
  return demandHref
    ? (state: SearchState) => `${demandHref}?${demandQueryFor(goal, state)}`
    : undefined
}

/**
 * The home page with its schema.org data (the agency, the site and its search) and, when the
 * configuration's `header.propertySearch` is on, the quick search.
 */
function Home(props: TemplateProps<CmsRoute>) {
  const { route, shell, origin } = props
  const saleUrl = shell.hrefs('for-sale')
  const rentUrl = shell.hrefs('for-rent')
  return (
    <>
      <JsonLd
        data={homeJsonLd({
          config: shell.config,
          lang: route.lang,
          origin,
          homeUrl: shell.alternates[route.lang] ?? '/',
          searchUrl: saleUrl,
        })}
      />
      <CmsHomeView
        {...cmsViewProps(props)}
        search={
          shell.config.header.propertySearch.enabled ? (
            <QuickSearch
              lang={route.lang}
              fallbackLanguage={shell.defaultLanguage}
              saleUrl={saleUrl}
              rentUrl={rentUrl}
            />
          ) : undefined
        }
      />
      <RecentlyViewed lang={route.lang} />
    </>
  )
}

/** A list of properties for sale (goal 0) or for rent (1), with the e-mail alert for its search. */
function propertyList(goal: 0 | 1) {
  return function PropertyList({ route, shell, query }: TemplateProps<CmsRoute>) {
    return (
      <>
        <ListingsPage
          goal={goal}
          lang={route.lang}
          fallbackLanguage={shell.defaultLanguage}
          listUrl={shell.alternates[route.lang] ?? '/'}
          searchParams={query}
          title={localize(route.page.params.title, route.lang, shell.defaultLanguage)}
          alertHref={alertHrefFor(shell, goal)}
        />
        <RecentlyViewed lang={route.lang} />
      </>
    )
  }
}

/** A list's landing page: the list within a town (and a type), under its own heading. */
async function LandingList({ route, shell, query }: TemplateProps<LandingRoute>) {
  const t = await getTranslations({ locale: route.lang, namespace: 'catalogue.landing' })
  const { town, type } = route.landing
  return (
    <>
      <ListingsPage
        goal={route.goal}
        lang={route.lang}
        fallbackLanguage={shell.defaultLanguage}
        listUrl={route.listUrl}
        searchParams={query}
        title={landingTitle({ goal: route.goal, town, type }, route.lang, shell.defaultLanguage, t)}
        alertHref={alertHrefFor(shell, route.goal)}
        landing={{
          url: route.alternates[route.lang] ?? route.listUrl,
          place: town.place,
          type: type?.id,
        }}
      />
      <RecentlyViewed lang={route.lang} />
    </>
  )
}

/** The list URL of each goal, which a property's detail URL starts from. */
const listUrlOf = (shell: ShellContext) => (goal: 0 | 1) =>
  shell.hrefs(goal === 0 ? 'for-sale' : 'for-rent') ?? '/'

/** The visitor's favourites, from the ids in the URL (docs/decisions/045). */
function Favourites(props: TemplateProps<CmsRoute>) {
  const { route, shell, query, origin } = props
  return (
    <Article {...props}>
      <FavouritesPage
        ids={parseListingIds(query.ids, keepLimits.favourites)}
        lang={route.lang}
        fallbackLanguage={shell.defaultLanguage}
        pageUrl={shell.alternates[route.lang] ?? '/'}
        origin={origin}
        listUrl={listUrlOf(shell)}
        projectsUrl={shell.hrefs('new-projects') ?? '/'}
        compareHref={shell.hrefs('compare')}
        newBadgeDays={shell.config.listings.newBadgeDays}
      />
    </Article>
  )
}

/**
 * The page template of each kind of route: the page types of the path catalogue (a CMS page's
 * `type`) and the listing detail pages. A new template is a new kind (a page type in
 * src/lib/content/page-schema.ts, or a detail route) and its entry here.
 */
export const templates: { [K in RouteKind]: Template<K> } = {
  home: (props) => <Home {...props} />,
  article: (props) => <Article {...props} />,
  legal: (props) => <Article {...props} />,
  feedback: (props) => (
    <Article {...props}>
      <HomeLink href={props.shell.hrefs('home') ?? '/'} lang={props.route.lang} />
    </Article>
  ),
  login: (props) => (
    <Article {...props}>
      <OwnerLogin lang={props.route.lang} searchParams={props.query} />
      <AccountNotice config={props.shell.config} lang={props.route.lang} />
    </Article>
  ),
  'visit-cancel': (props) => (
    <Article {...props}>
      <VisitCancellation
        lang={props.route.lang}
        token={typeof props.query.token === 'string' ? props.query.token : ''}
        done={props.query.done === '1'}
        agency={props.shell.config.agency}
      />
    </Article>
  ),
  'sale-list': propertyList(listGoals['sale-list']),
  'rent-list': propertyList(listGoals['rent-list']),
  'projects-list': ({ route, shell }) => (
    <ProjectsPage
      title={localize(route.page.params.title, route.lang, shell.defaultLanguage)}
      lang={route.lang}
      fallbackLanguage={shell.defaultLanguage}
      listUrl={shell.alternates[route.lang] ?? '/'}
    />
  ),
  team: (props) => <TeamTemplate {...props} />,
  office: (props) => <OfficeTemplate {...props} />,
  references: (props) => <ReferencesTemplate {...props} />,
  agent: (props) => <AgentTemplate {...props} />,
  favourites: (props) => <Favourites {...props} />,
  compare: (props) => (
    <Article {...props} wide>
      <ComparePage
        ids={parseListingIds(props.query.ids, keepLimits.compare)}
        lang={props.route.lang}
        fallbackLanguage={props.shell.defaultLanguage}
        listUrl={listUrlOf(props.shell)}
      />
    </Article>
  ),
  landing: (props) => <LandingList {...props} />,
  property: (props) => <PropertyTemplate {...props} />,
  project: (props) => <ProjectTemplate {...props} />,
}

/** The page of a route, by its kind. */
export function renderTemplate(props: TemplateProps): ReactNode {
  const template = templates[props.route.kind] as Template<RouteKind>
  return template(props)
}
