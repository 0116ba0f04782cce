import { getTranslations } from 'next-intl/server'
import { dateFormat } from '@/lib/format/date-format'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import { historyFilters, type HistoryFilter, type HistoryPage, type HistoryRow } from './history'
import styles from './portal.module.css'

const filterLabel = {
  visits: 'visits',
  communications: 'communications',
  'online-media': 'onlineMedia',
} as const

export type HistoryTranslator = Awaited<ReturnType<typeof getTranslations<'ownerPortal.history'>>>

/** A row's subject: the imported text, or what the site's own record is, in the owner's language. */
export function subjectText(row: HistoryRow, t: HistoryTranslator): string {
  if (row.subject !== null) return row.subject
  if (row.type === 'visit' && row.requestKind === 'appointment') return t('appointmentSubject')
  return t('requestSubject', { kind: (row.requestKind ?? 'other').replaceAll('-', '_') })
}

/** The query string of a history view: only what differs from the default (everything, page 1). */
export function historyQuery(filter: HistoryFilter | null, page: number): string {
  const params = new URLSearchParams()
  if (filter) params.set('type', filter)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The history table (specification §3 "Owner history row"), newest first, with its type filter
 * and paging as links: the state is in the URL, shareable, and nothing needs JavaScript.
 */
export async function HistoryTable({
  history,
  filter,
  basePath,
  downloadHref,
  lang,
}: {
  history: HistoryPage
  filter: HistoryFilter | null
  basePath: string
  downloadHref: string
  lang: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.history' })
  const when = dateFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  })
  const href = (target: HistoryFilter | null, page: number) =>
    `${basePath}${historyQuery(target, page)}#history-title`
  const options: [HistoryFilter | null, string][] = [
    [null, t('all')],
    ...historyFilters.map((value): [HistoryFilter, string] => [value, t(filterLabel[value])]),
  ]
  return (
    <section aria-labelledby="history-title" className={styles.section}>
      <h2 id="history-title">{t('title')}</h2>
      <nav aria-label={t('filter')} className={styles.filters}>
        <span aria-hidden="true">{t('filter')}:</span>
        <ul>
          {options.map(([value, label]) => (
            <li key={value ?? 'all'}>
              <a href={href(value, 1)} aria-current={value === filter ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {history.rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div
          className={styles.tableScroll}
          role="region"
          aria-labelledby="history-table-caption"
          tabIndex={0}
        >
          <table className={styles.table}>
            {/* The scroller's name, other than the section's around it. */}
            <caption id="history-table-caption" className="visually-hidden">
              {t('tableCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('contact')}</th>
                <th scope="col">{t('subject')}</th>
                <th scope="col">{t('comment')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('source')}</th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((row) => (
                <tr key={row.key}>
                  <td>
                    <time dateTime={row.at.toISOString()}>{when.format(row.at)}</time>
                  </td>
                  <td>{t('typeName', { type: row.type })}</td>
                  <td>{row.contact}</td>
                  <td>{subjectText(row, t)}</td>
                  <td>{row.comment}</td>
                  <td>{row.status && t('statusName', { status: row.status })}</td>
                  <td>{t('sourceName', { source: row.source })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t('pages')} className={styles.paging}>
        <p>
          {t('page', {
            page: history.page,
            pages: history.pages,
            count: history.total,
            countText: formatNumber(history.total),
          })}
        </p>
        <ul>
          {history.page > 1 && (
            <li>
              <a href={href(filter, history.page - 1)} rel="prev">
                {t('previous')}
              </a>
            </li>
          )}
          {history.page < history.pages && (
            <li>
              <a href={href(filter, history.page + 1)} rel="next">
                {t('next')}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <p>
        <a href={downloadHref} download>
          {t('download')}
        </a>
      </p>
    </section>
  )
}
