import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { formatPhone } from '@/lib/format/phone-format'
import { brusselsWallClock } from '@/lib/belgium/brussels-clock'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { OpeningHours } from './opening-hours'
import styles from './team.module.css'

/**
 * The office page's content from the site configuration: address with `map` under it, opening
 * hours, phone and e-mail, then `contactForm` (both composed by the route).
 */
export async function OfficeDetails({
  config,
  lang,
  map,
  contactForm,
}: {
  config: SiteConfig
  lang: Language
  map: ReactNode
  contactForm: ReactNode
}) {
  const t = await getTranslations({ locale: lang, namespace: 'team.office' })
  const { agency } = config
  const tel = agency.phone.replace(/[^+\d]/g, '')
  return (
    <div className={styles.office}>
      <section aria-labelledby="office-address">
        <h2 id="office-address">{t('address')}</h2>
        <address>
          {agency.name}
          <br />
          {agency.street}
          <br />
          {agency.zip} {localize(agency.city, lang, config.defaultLanguage)}
        </address>
        {map}
      </section>
      {(config.openingHours.length > 0 || config.openingExceptions.length > 0) && (
        <section aria-labelledby="office-hours">
          <h2 id="office-hours">{t('openingHours')}</h2>
          <OpeningHours config={config} today={brusselsWallClock(new Date()).day} lang={lang} />
        </section>
      )}
      <section aria-labelledby="office-contact">
        <h2 id="office-contact">{t('contact')}</h2>
        <dl className={styles.details}>
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${tel}`}>{formatPhone(agency.phone)}</a>
            </dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="office-message">
        <h2 id="office-message">{t('message')}</h2>
        {contactForm}
      </section>
    </div>
  )
}
