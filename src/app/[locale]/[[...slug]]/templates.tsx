import type { ReactNode } from 'react'
import { localize } from '@/lib/i18n/multilang'
import { listGoals } from '@/features/catalogue/list-routes'
import { ListingsPage } from '@/features/catalogue/list/listings-page'
import { ProjectsPage } from '@/features/catalogue/projects/projects-page'
import { CmsArticleView, CmsHomeView } from '@/features/cms/cms-page-view'
import { AccountNotice, HomeLink } from '@/features/cms/page-notes'
import { OwnerLogin } from '@/features/owner-portal/forms/owner-login'
import { demandQueryFor } from '@/features/requests/demand-register/demand-prefill'
import { VisitCancellation } from '@/features/requests'
import { ProjectTemplate, PropertyTemplate } from './detail-templates'
import { relationRenderer } from './modules'
import type { CmsRoute, RouteKind } from './site-route.server'
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
function Article({ children, ...props }: TemplateProps<CmsRoute> & { children?: ReactNode }) {
  return (
    <CmsArticleView
      {...cmsViewProps(props)}
      entry={props.route.entry}
      hrefs={props.shell.hrefs}
      origin={props.origin}
    >
      {children}
    </CmsArticleView>
  )
}

/** A list of properties for sale (goal 0) or for rent (1), with the e-mail alert for its search. */
function propertyList(goal: 0 | 1) {
  return function PropertyList({ route, shell, query }: TemplateProps<CmsRoute>) {
    const demandHref = shell.hrefs('demand-register')
    return (
      <ListingsPage
        goal={goal}
        lang={route.lang}
        fallbackLanguage={shell.defaultLanguage}
        listUrl={shell.alternates[route.lang] ?? '/'}
        searchParams={query}
        title={localize(route.page.params.title, route.lang, shell.defaultLanguage)}
        alertHref={
          demandHref ? (state) => `${demandHref}?${demandQueryFor(goal, state)}` : undefined
        }
      />
    )
  }
}

/**
 * The page template of each kind of route: the page types of the path catalogue (a CMS page's
 * `type`) and the listing detail pages. A new template is a new kind (a page type in
 * src/lib/content/page-schema.ts, or a detail route) and its entry here.
 */
export const templates: { [K in RouteKind]: Template<K> } = {
  home: (props) => <CmsHomeView {...cmsViewProps(props)} />,
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
  property: (props) => <PropertyTemplate {...props} />,
  project: (props) => <ProjectTemplate {...props} />,
}

/** The page of a route, by its kind. */
export function renderTemplate(props: TemplateProps): ReactNode {
  const template = templates[props.route.kind] as Template<RouteKind>
  return template(props)
}
