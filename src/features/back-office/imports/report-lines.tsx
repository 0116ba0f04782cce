import type { ImportMessage } from '@/server/db/schema'
import styles from '@/features/back-office/frame/back-office.module.css'
import { issueLine, type ImportsTranslator } from './issue-line'

/** Lines of an import's report, each in the member's language or, as recorded, in English. */
export function ReportLines({
  t,
  lines,
}: {
  t: ImportsTranslator
  lines: readonly (ImportMessage | string)[]
}) {
  return (
    <ul className={styles.issues}>
      {lines.map((entry, place) => {
        const line = issueLine(t, entry)
        return (
          <li key={place} lang={line.lang}>
            {line.text}
          </li>
        )
      })}
    </ul>
  )
}
