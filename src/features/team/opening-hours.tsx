import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { formatDate } from '@/lib/format/date-format'
import { weekDays, type SiteConfig } from '@/lib/site-config/site-config-schema'
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

/** The office's opening hours from the configuration, and the days it is closed. */
export async function OpeningHours({
  hours,
  lang,
}: {
  hours: SiteConfig['openingHours']
  lang: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'team.office' })
  const closed = weekDays.filter((day) => !hours.some((entry) => entry.days.includes(day)))
  return (
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
  )
}
