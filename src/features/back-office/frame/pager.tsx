import styles from './back-office.module.css'

/** Previous and next links of a paged list, and where the member is; nothing for one page. */
export function Pager({
  page,
  pages,
  href,
  texts,
}: {
  page: number
  pages: number
  href: (page: number) => string
  texts: { label: string; previous: string; next: string; current: string }
}) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      {page > 1 && <a href={href(page - 1)}>{texts.previous}</a>}
      <span>{texts.current}</span>
      {page < pages && <a href={href(page + 1)}>{texts.next}</a>}
    </nav>
  )
}
