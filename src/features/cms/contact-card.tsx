import { getTranslations } from 'next-intl/server'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { brusselsWallClock } from '@/lib/belgium/brussels-clock'
import { exceptionOn, isClosure } from '@/lib/site-config/opening-days'
import styles from './cms.module.css'

/**
 * The agency's direct contact channels, for modules related to a contact request; on a holiday or
 * a day of special hours (the Brussels calendar's today), that day's hours first.
 */
export async function ContactCard({ config, lang }: { config: SiteConfig; lang: Language }) {
  const [t, office] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'contact' }),
    getTranslations({ locale: lang, namespace: 'team.office' }),
  ])
  const { agency } = config
  const today = exceptionOn(config.openingExceptions, brusselsWallClock(new Date()).day)
  const todayText =
    today &&
    (isClosure(today)
      ? office('todayClosed')
      : office('todayHours', { opens: today.opens!, closes: today.closes! }))
  return (
    <ul className={styles.contact}>
      {todayText && (
        <li className={styles.contactWide}>
          <strong>
            {today.note
              ? office('withNote', {
                  text: todayText,
                  note: localize(today.note, lang, config.defaultLanguage),
                })
              : todayText}
          </strong>
        </li>
      )}
      <li>
        <span className={styles.contactLabel}>{t('callUs')}</span>
        <a href={`tel:${agency.phone.replace(/[^+\d]/g, '')}`}>{agency.phone}</a>
      </li>
      <li>
        <span className={styles.contactLabel}>{t('emailUs')}</span>
        <a href={`mailto:${agency.email}`}>{agency.email}</a>
      </li>
      <li>
        <span className={styles.contactLabel}>{t('visitUs')}</span>
        <address>
          {agency.street}, {agency.zip} {localize(agency.city, lang)}
        </address>
      </li>
      <li className={styles.contactWide}>
        {t('openingHours', {
          slots: config.contactTimeSlots.map((s) => s.replace('-', '–')).join(', '),
        })}
      </li>
    </ul>
  )
}
