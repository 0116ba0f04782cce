import type { CmsPage } from '@/features/cms/page.server'
import { localize } from '@/lib/i18n/multilang'
import type { ShellContext } from '@/features/shell/shell-context'
import { ListingsPage } from './list/listings-page'
import { listRoutes, type ListRoute } from './list-routes'
import { listProjects } from './projects/list-projects.server'
import { ProjectsList } from './projects/projects-list'
import type { SearchParamsInput } from './search/search-params'
import styles from './list/list.module.css'

/** The page of a catalogue list route: properties for sale or for rent, or the projects. */
export async function CatalogueListView({
  route,
  page,
  shell,
  searchParams,
}: {
  route: ListRoute
  page: CmsPage
  shell: ShellContext
  searchParams: SearchParamsInput
}) {
  const title = localize(page.params.title, shell.lang, shell.defaultLanguage)
  const listUrl = shell.alternates[shell.lang] ?? '/'
  const list = listRoutes[route]
  if (list.kind === 'properties') {
    return (
      <ListingsPage
        goal={list.goal}
        lang={shell.lang}
        fallbackLanguage={shell.defaultLanguage}
        listUrl={listUrl}
        searchParams={searchParams}
        title={title}
        alertHref={shell.hrefs('demand-register')}
      />
    )
  }
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <ProjectsList
        projects={await listProjects()}
        lang={shell.lang}
        fallbackLanguage={shell.defaultLanguage}
        listUrl={listUrl}
      />
    </div>
  )
}
