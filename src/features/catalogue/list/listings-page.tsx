import { getTranslations } from 'next-intl/server'
import type { Language } from '@/features/i18n/languages'
import { db } from '@/server/db/client'
import { pagingTitle } from '../search/page-title'
import { parseSearchParams, type SearchParamsInput } from '../search/search-params'
import { searchProperties } from '../search/search-properties'
import { hrefWith } from './href-with'
import { ListingCards } from './listing-cards'
import { Pagination } from './pagination'
import { SearchForm } from './search-form'
import { rootTypes } from './type-options.server'
import styles from './list.module.css'

/**
 * A list of properties for sale or for rent: the search form, the result count in the
 * specification's "page x of y [n objects]" format, grid or list view and paging; everything in
 * the URL and rendered on the server.
 */
export async function ListingsPage({
  goal,
  lang,
  fallbackLanguage,
  listUrl,
  searchParams,
  title,
}: {
  goal: 0 | 1
  lang: Language
  fallbackLanguage: Language
  listUrl: string
  searchParams: SearchParamsInput
  title: string
}) {
  const state = parseSearchParams(searchParams)
  const view = state.view === 'list' ? 'list' : 'grid'
  const [result, types, tSearch] = await Promise.all([
    searchProperties(db(), { goal, state }),
    rootTypes(),
    getTranslations({ locale: lang, namespace: 'catalogue.search' }),
  ])
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <SearchForm
        state={state}
        listUrl={listUrl}
        types={types}
        lang={lang}
        fallbackLanguage={fallbackLanguage}
      />
      <div className={styles.toolbar}>
        <p role="status" className={styles.count}>
          {result.total === 0
            ? tSearch('noResults')
            : pagingTitle(result.page, result.pageCount, result.total, tSearch)}
        </p>
        <nav aria-label={tSearch('view.label')} className={styles.views}>
          <ul>
            {(['grid', 'list'] as const).map((option) => (
              <li key={option}>
                <a
                  href={hrefWith(listUrl, state, { view: option, page: state.page })}
                  aria-current={view === option ? 'true' : undefined}
                >
                  {tSearch(`view.${option}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {result.items.length > 0 && (
        <ListingCards
          items={result.items}
          lang={lang}
          fallbackLanguage={fallbackLanguage}
          listUrl={listUrl}
          view={view}
        />
      )}
      <Pagination
        state={{ ...state, page: result.page }}
        page={result.page}
        pageCount={result.pageCount}
        listUrl={listUrl}
        lang={lang}
      />
    </div>
  )
}
