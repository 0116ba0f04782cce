import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { pagingTitle, titleWithPlaces } from '@/features/catalogue/search/page-title'
import {
  activeFilterCount,
  parseSearchParams,
  type SearchParamsInput,
  type SearchState,
} from '@/features/catalogue/search/search-params'
import { searchProperties } from '@/features/catalogue/search/search-properties'
import { hrefWith } from './href-with'
import { withLanding, withoutLanding, type LandingFilter } from './landing-filter'
import { FiltersButton } from './filters-button'
import { ListingCards } from './listing-cards'
import { MapView, mapResultsId } from './map-view'
import { Pagination } from './pagination'
import { SearchForm } from './search-form'
import { rootTypes } from './type-options.server'
import styles from './list.module.css'
import mapStyles from './property-map.module.css'

/**
 * A list of properties for sale or for rent: the search form, the result count in the
 * specification's "page x of y [n objects]" format, grid, list or map view and paging; everything
 * in the URL and rendered on the server. The map view adds the map above the results, which it
 * lists like the list view, so the page works without JavaScript and with a screen reader.
 * A link offers the search as an e-mail alert (`alertHref`, given by the route). A landing page
 * (`landing`) is the list with a town and maybe a type fixed: its views and pages link to its own
 * URL, while the form searches the whole list from there.
 *
 * On a phone the results come first: the form is hidden until the "Filters (n)" link above the
 * results targets it (CSS :target, without JavaScript), and once JavaScript runs that link is a
 * button that moves the form into a modal dialog with a live count
 * (docs/decisions/046-phone-filters.md). On a tablet the form is above the results; on a desktop
 * it is a column beside them, so that the first results and the map are in the first screen.
 */
export async function ListingsPage({
  goal,
  lang,
  fallbackLanguage,
  listUrl,
  searchParams,
  title,
  alertHref,
  landing,
}: {
  goal: 0 | 1
  lang: Language
  fallbackLanguage: Language
  listUrl: string
  searchParams: SearchParamsInput
  title: string
  /** The e-mail alert's page filled in with a search (the demand register), when it is published. */
  alertHref?: (state: SearchState) => string
  landing?: LandingFilter
}) {
  const asked = parseSearchParams(searchParams)
  const state = landing ? withLanding(asked, landing) : asked
  const view = state.view
  // The state its own links carry: a landing page's fixed filters are in its URL already.
  const linkUrl = landing?.url ?? listUrl
  const linkState = landing ? withoutLanding(asked, landing) : state
  const [result, types, tSearch, tMap, tArea, tAlert, tFilters, config] = await Promise.all([
    searchProperties(db(), { goal, state }),
    rootTypes(),
    getTranslations({ locale: lang, namespace: 'catalogue.search' }),
    getTranslations({ locale: lang, namespace: 'catalogue.map' }),
    getTranslations({ locale: lang, namespace: 'catalogue.mapSearch' }),
    getTranslations({ locale: lang, namespace: 'demandRegister.list' }),
    getTranslations({ locale: lang, namespace: 'catalogue.filters' }),
    getSiteConfig(),
  ])
  // A landing page's title names its town already.
  const heading = landing ? title : titleWithPlaces(title, state.place, lang, tFilters)
  // The dialog's submit button text for a count; '{n}' is filled in by filters-dialog.ts.
  const showResults = (count: number) => tFilters('showResults', { count, countText: '{n}' })
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      <FiltersButton
        formId={filtersId}
        dialogId={filtersDialogId}
        label={tFilters('button', { count: activeFilterCount(state) })}
        className={styles.filtersButton}
      />
      <div id={filtersId} className={styles.filters}>
        <SearchForm
          state={state}
          listUrl={listUrl}
          types={types}
          lang={lang}
          fallbackLanguage={fallbackLanguage}
        />
      </div>
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p role="status" className={styles.count}>
            {result.total === 0
              ? tSearch('noResults')
              : pagingTitle(result.page, result.pageCount, result.total, tSearch)}
          </p>
          <nav aria-label={tSearch('view.label')} className={styles.views}>
            <ul>
              {(['grid', 'list', 'map'] as const).map((option) => (
                <li key={option}>
                  <a
                    href={hrefWith(linkUrl, linkState, { view: option, page: state.page })}
                    aria-current={view === option ? 'true' : undefined}
                  >
                    {tSearch(`view.${option}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {(state.bbox || state.polygon) && (
          <p className={styles.alert}>
            {tArea(state.polygon ? 'limitedPolygon' : 'limitedBox')}{' '}
            <a href={hrefWith(linkUrl, linkState, { bbox: undefined, polygon: undefined })}>
              {tArea('remove')}
            </a>
          </p>
        )}
        {alertHref && (
          <p className={styles.alert}>
            {result.total === 0 && <>{tAlert('noResults')} </>}
            <a href={alertHref(state)}>{tAlert('alert')}</a>
          </p>
        )}
        {view === 'map' && (
          <MapView goal={goal} state={state} total={result.total} lang={lang} listUrl={listUrl} />
        )}
        {view === 'map' && result.items.length > 0 && (
          <h2 id={mapResultsId} tabIndex={-1} className={mapStyles.results}>
            {tMap('results')}
          </h2>
        )}
        {result.items.length > 0 && (
          <ListingCards
            items={result.items}
            lang={lang}
            fallbackLanguage={fallbackLanguage}
            listUrl={listUrl}
            view={view === 'map' ? 'list' : view}
            priorityFirst={view !== 'map'}
            newBadgeDays={config.listings.newBadgeDays}
          />
        )}
        <Pagination
          state={{ ...linkState, page: result.page }}
          page={result.page}
          pageCount={result.pageCount}
          listUrl={linkUrl}
          lang={lang}
        />
      </div>
      <dialog
        id={filtersDialogId}
        aria-labelledby={`${filtersDialogId}-title`}
        className={styles.filtersDialog}
        data-goal={goal}
        data-total={result.total}
        data-lang={lang}
        data-zero={showResults(0)}
        data-one={showResults(1)}
        data-other={showResults(2)}
      >
        <div className={styles.dialogHead}>
          <h2 id={`${filtersDialogId}-title`}>{tFilters('title')}</h2>
          <button type="button" className={styles.dialogClose} data-close>
            {tFilters('close')}
          </button>
        </div>
        <div data-form-slot />
        <p role="status" className="visually-hidden" data-count-status />
      </dialog>
    </div>
  )
}

const filtersId = 'filters'
const filtersDialogId = 'filters-dialog'
