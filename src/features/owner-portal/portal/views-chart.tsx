import { getTranslations } from 'next-intl/server'
import { dateFormat } from '@/lib/format/date-format'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import type { DayFigures } from './statistics'
import styles from './portal.module.css'

const width = 720
const height = 260
const margin = { top: 16, right: 44, bottom: 36, left: 44 }
const plotWidth = width - margin.left - margin.right
const plotHeight = height - margin.top - margin.bottom

/** The smallest of 1, 2, 5 × 10ⁿ (at least `floor`) that is not below `value`: a round axis top. */
export function niceMax(value: number, floor = 1): number {
  const target = Math.max(value, floor)
  const power = 10 ** Math.floor(Math.log10(target))
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= target) ?? target
}

/** Noon UTC of a Brussels day, so formatting in Europe/Brussels never shifts it to another day. */
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`)

/**
 * Views per day as bars and requests per day as a dashed line with square markers, on their own
 * scale at the right (specification §2 "chart of the last 30 days"). Drawn on the server as SVG:
 * no chart library, no JavaScript. Bars and line differ in shape, not only in colour; the summary
 * below and the table (in a disclosure) carry the same figures as text.
 */
export async function ViewsChart({ days, lang }: { days: DayFigures[]; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.chart' })
  const short = dateFormat(lang, {
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/Brussels',
  })
  const long = dateFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Brussels' })
  const weekday = dateFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Brussels',
  })
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return null

  const viewsTop = niceMax(Math.max(...days.map((d) => d.views)), 5)
  const requestsTop = niceMax(Math.max(...days.map((d) => d.requests)), 2)
  const slot = plotWidth / days.length
  const x = (index: number) => margin.left + index * slot
  const yViews = (value: number) => margin.top + plotHeight - (value / viewsTop) * plotHeight
  const yRequests = (value: number) => margin.top + plotHeight - (value / requestsTop) * plotHeight
  const line = days
    .map(
      (d, i) =>
        `${i === 0 ? 'M' : 'L'}${(x(i) + slot / 2).toFixed(1)},${yRequests(d.requests).toFixed(1)}`,
    )
    .join(' ')
  const peak = days.reduce((best, d) => (d.views > best.views ? d : best), first)
  const views = days.reduce((sum, d) => sum + d.views, 0)
  const requests = days.reduce((sum, d) => sum + d.requests, 0)
  const summary = t('summary', {
    from: long.format(dayDate(first.day)),
    to: long.format(dayDate(last.day)),
    views,
    viewsText: formatNumber(views),
    requests,
    requestsText: formatNumber(requests),
    peakDay: weekday.format(dayDate(peak.day)),
    peakViews: peak.views,
    peakViewsText: formatNumber(peak.views),
  })

  // The table comes after the figure: a figure's caption is its first or last child.
  return (
    <>
      <figure className={styles.chart}>
        <ul className={styles.legend}>
          <li>
            <svg width="18" height="14" aria-hidden="true">
              <rect x="3" y="1" width="12" height="12" className={styles.bar} />
            </svg>
            {t('views')}
          </li>
          <li>
            <svg width="28" height="14" aria-hidden="true">
              <line x1="1" y1="7" x2="27" y2="7" className={styles.requestLine} />
              <rect x="10" y="3" width="8" height="8" className={styles.requestMark} />
            </svg>
            {t('requests')}
          </li>
        </ul>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className={styles.chartSvg}
          role="img"
          aria-labelledby="views-chart-title views-chart-summary"
        >
          <title id="views-chart-title">{t('title')}</title>
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={yViews(viewsTop * share)}
                y2={yViews(viewsTop * share)}
                className={styles.grid}
              />
              <text x={margin.left - 6} y={yViews(viewsTop * share) + 4} textAnchor="end">
                {formatNumber(viewsTop * share)}
              </text>
              <text x={width - margin.right + 6} y={yRequests(requestsTop * share) + 4}>
                {formatNumber(requestsTop * share)}
              </text>
            </g>
          ))}
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) + slot * 0.15}
              y={yViews(d.views)}
              width={slot * 0.7}
              height={margin.top + plotHeight - yViews(d.views)}
              className={styles.bar}
            />
          ))}
          <path d={line} className={styles.requestLine} fill="none" />
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) + slot / 2 - 3.5}
              y={yRequests(d.requests) - 3.5}
              width="7"
              height="7"
              className={styles.requestMark}
            />
          ))}
          {days.map((d, i) =>
            (days.length - 1 - i) % 7 === 0 ? (
              <text key={d.day} x={x(i) + slot / 2} y={height - 12} textAnchor="middle">
                {short.format(dayDate(d.day))}
              </text>
            ) : null,
          )}
        </svg>
        <figcaption id="views-chart-summary" className={styles.chartSummary}>
          {summary}
        </figcaption>
      </figure>
      <details className={styles.details}>
        <summary>{t('showTable')}</summary>
        <div
          className={styles.tableScroll}
          role="region"
          aria-label={t('tableCaption')}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">{t('tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('views')}</th>
                <th scope="col">{t('requests')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">
                    <time dateTime={d.day}>{long.format(dayDate(d.day))}</time>
                  </th>
                  <td>{formatNumber(d.views)}</td>
                  <td>{formatNumber(d.requests)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  )
}
