import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import type { SearchState } from '@/features/catalogue/search/search-params'
import { hrefWith } from './href-with'
import styles from './list.module.css'

/** Page links around the current page, with first/last always reachable. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount),
  )
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((p, index) =>
    index > 0 && p - sorted[index - 1]! > 1 ? ['gap' as const, p] : [p],
  )
}

export async function Pagination({
  state,
  page,
  pageCount,
  listUrl,
  lang,
}: {
  state: SearchState
  page: number
  pageCount: number
  listUrl: string
  lang: Language
}) {
  if (pageCount <= 1) return null
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.list' })
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefWith(listUrl, state, { page: page - 1 })} rel="prev">
              {t('previous')}
            </a>
          </li>
        )}
        {visiblePages(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                href={hrefWith(listUrl, state, { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pageNumber', { page: entry })}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={hrefWith(listUrl, state, { page: page + 1 })} rel="next">
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
