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
