import type { ReactNode } from 'react'
import styles from './back-office.module.css'

/**
 * A back-office table in its own named, keyboard-scrollable region (WCAG 1.4.10: on a phone the
 * table scrolls, not the page). `labelledBy` names the region: the table's hidden caption when
 * `caption` is given, else a heading of the page.
 */
export function DataTable({
  labelledBy,
  caption,
  children,
}: {
  labelledBy: string
  caption?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.tableScroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table}>
        {caption !== undefined && (
          <caption id={labelledBy} className="visually-hidden">
            {caption}
          </caption>
        )}
        {children}
      </table>
    </div>
  )
}
