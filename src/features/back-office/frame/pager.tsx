import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import styles from './back-office.module.css'

/** Previous and next links of a paged list, and where the member is; nothing for one page. */
export async function Pager({
  lang,
  page,
  pages,
  href,
}: {
  lang: Language
  page: number
  pages: number
  href: (page: number) => string
}) {
  if (pages <= 1) return null
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.pager' })
  return (
    <nav className={styles.pager} aria-label={t('label')}>
      {page > 1 && <a href={href(page - 1)}>{t('previous')}</a>}
      <span>{t('current', { page, pages })}</span>
      {page < pages && <a href={href(page + 1)}>{t('next')}</a>}
    </nav>
  )
}

/**
 * The address of each page of a list at `base` with its filters (`keys`, in this order; every
 * filter by default): what the pager links to, the first page without a number.
 */
export function pagedHref(
  base: string,
  filters: Record<string, unknown>,
  keys: readonly string[] = Object.keys(filters),
): (page: number) => string {
  return (page) => {
    const query = new URLSearchParams()
    for (const key of keys) {
      const value = filters[key]
      if (key !== 'page' && value !== undefined && value !== '') query.set(key, String(value))
    }
    if (page > 1) query.set('page', String(page))
    const search = query.toString()
    return search ? `${base}?${search}` : base
  }
}
