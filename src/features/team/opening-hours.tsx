import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { formatDate } from '@/lib/format/date-format'
import { localize } from '@/lib/i18n/multilang'
import { comingExceptions, exceptionOn, isClosure, lastDay } from '@/lib/site-config/opening-days'
import {
  weekDays,
  type OpeningException,
  type SiteConfig,
} from '@/lib/site-config/site-config-schema'
import styles from './team.module.css'

type WeekDay = (typeof weekDays)[number]

/** A weekday's name in the page's language: 1 January 2024 was a Monday. */
const dayName = (day: WeekDay, lang: Language) =>
  formatDate(new Date(Date.UTC(2024, 0, 1 + weekDays.indexOf(day), 12)), lang, {
    weekday: 'long',
    timeZone: 'UTC',
  })

/** 'Monday – Friday' for a run of three days or more, else the days listed; capitalized. */
function daysLabel(days: readonly WeekDay[], lang: Language): string {
  const sorted = [...days].sort((a, b) => weekDays.indexOf(a) - weekDays.indexOf(b))
  const first = weekDays.indexOf(sorted[0]!)
  const consecutive = sorted.every((day, index) => weekDays.indexOf(day) === first + index)
  const names = sorted.map((day) => dayName(day, lang))
  const label =
    consecutive && names.length > 2
      ? `${names[0]} – ${names.at(-1)}`
      : new Intl.ListFormat([lang], { type: 'conjunction' }).format(names)
  return label.charAt(0).toLocaleUpperCase(lang) + label.slice(1)
}

/** A calendar day ('YYYY-MM-DD') as the page's language writes it, with its weekday. */
const calendarDay = (day: string, lang: Language) =>
  formatDate(new Date(`${day}T12:00:00Z`), lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * The office's opening hours from the configuration, and the days it is closed; then today's
 * exception first (a holiday, special hours) and the exceptions still to come. `today` is the
 * Brussels calendar's day.
 */
export async function OpeningHours({
  config,
  today,
  lang,
}: {
  config: Pick<SiteConfig, 'openingHours' | 'openingExceptions' | 'defaultLanguage'>
  today: string
  lang: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'team.office' })
  const hours = config.openingHours
  const closed = weekDays.filter((day) => !hours.some((entry) => entry.days.includes(day)))
  const withNote = (text: string, exception: OpeningException) =>
    exception.note
      ? t('withNote', { text, note: localize(exception.note, lang, config.defaultLanguage) })
      : text
  const todays = exceptionOn(config.openingExceptions, today)
  const coming = comingExceptions(config.openingExceptions, today)
  return (
    <>
      {todays && (
        <p className={styles.today}>
          <strong>
            {withNote(
              isClosure(todays)
                ? t('todayClosed')
                : t('todayHours', { opens: todays.opens!, closes: todays.closes! }),
              todays,
            )}
          </strong>
        </p>
      )}
      <dl className={styles.hours}>
        {hours.map((entry, index) => (
          <div key={index} className={styles.hoursRow}>
            <dt>{daysLabel(entry.days, lang)}</dt>
            <dd>{t('hours', { opens: entry.opens, closes: entry.closes })}</dd>
          </div>
        ))}
        {closed.length > 0 && (
          <div className={styles.hoursRow}>
            <dt>{daysLabel(closed, lang)}</dt>
            <dd>{t('closed')}</dd>
          </div>
        )}
      </dl>
      {coming.length > 0 && (
        <>
          <h3 className={styles.exceptionsHeading}>{t('exceptionsHeading')}</h3>
          <dl className={styles.hours}>
            {coming.map((exception, index) => (
              <div key={index} className={styles.hoursRow}>
                <dt>
                  {exception.until && exception.until !== exception.from
                    ? t('days', {
                        from: calendarDay(exception.from, lang),
                        until: calendarDay(lastDay(exception), lang),
                      })
                    : calendarDay(exception.from, lang)}
                </dt>
                <dd>
                  {withNote(
                    isClosure(exception)
                      ? t('closed')
                      : t('hours', { opens: exception.opens!, closes: exception.closes! }),
                    exception,
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  )
}
