import type { ReactNode } from 'react'
import styles from './back-office.module.css'

/**
 * A back-office table in its own named, keyboard-scrollable region (WCAG 1.4.10: on a phone the
 * table scrolls, not the page). `labelledBy` names the region: the table's hidden caption when
 * `caption` is given, else a heading of the page; `columns` are its column headings.
 */
export function DataTable({
  labelledBy,
  caption,
  columns,
  children,
}: {
  labelledBy: string
  caption?: ReactNode
  /** The column headings, in order. */
  columns?: ReactNode[]
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
        {columns && (
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th scope="col" key={index}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        {children}
      </table>
    </div>
  )
}
