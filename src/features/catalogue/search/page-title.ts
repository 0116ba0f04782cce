import { formatNumber } from '@/lib/format/number-format'

/**
 * The translator of the `catalogue.search` messages, as next-intl's `getTranslations` or
 * `useTranslations('catalogue.search')` give it.
 */
export type PagingTitleTranslator = (
  key: 'pagingTitle',
  values: { page: number; pages: number; count: number; countText: string },
) => string

/**
 * The result heading in the specification's paging format, 'page x of y [n objects]':
 * 'Page 2 of 5 [53 properties]', 'Pagina 2 van 5 [53 panden]'. With no results it still reads
 * 'Page 1 of 1 [0 properties]', although a page would rather show `noResults`.
 */
export function pagingTitle(
  page: number,
  pageCount: number,
  total: number,
  t: PagingTitleTranslator,
): string {
  const pages = Math.max(1, pageCount)
  return t('pagingTitle', {
    page: Math.min(Math.max(1, page), pages),
    pages,
    count: total,
    countText: formatNumber(total),
  })
}

/**
 * A list page's title with its page number from the second page on ('For sale – page 2'), so
 * that every page of the results has a title of its own.
 */
export function titleWithPage(
  title: string,
  page: number,
  t: (key: 'titleWithPage', values: { title: string; page: string }) => string,
): string {
  return page > 1 ? t('titleWithPage', { title, page: formatNumber(page) }) : title
}

/**
 * A list page's title with the view when it is not the default grid ('For sale – map'), so that
 * the map and the list of one search, open in two tabs, have titles of their own.
 */
export function titleWithView(
  title: string,
  view: 'grid' | 'list' | 'map',
  t: (key: 'titleWithView', values: { title: string; view: string }) => string,
): string {
  return view === 'grid' ? title : t('titleWithView', { title, view })
}

/**
 * A list page's title with the places searched, when there are any: 'For sale in Gent and
 * Ixelles'. The places are listed as the visitor wrote them, in the page's language's way.
 */
export function titleWithPlaces(
  title: string,
  places: string[],
  lang: string,
  t: (key: 'inPlaces', values: { title: string; places: string }) => string,
): string {
  if (places.length === 0) return title
  const listed = new Intl.ListFormat(lang, { type: 'conjunction' }).format(places)
  return t('inPlaces', { title, places: listed })
}
