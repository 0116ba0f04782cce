import { getTranslations } from 'next-intl/server'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import styles from './cms.module.css'

/** The agency's direct contact channels, for modules related to a contact request. */
export async function ContactCard({ config, lang }: { config: SiteConfig; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'contact' })
  const { agency } = config
  return (
    <ul className={styles.contact}>
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
