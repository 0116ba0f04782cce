import { getTranslations } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import type { AgentView } from './types'
import styles from './contact-bar.module.css'

/**
 * The phone's contact bar (narrower than 767 px): call, e-mail and, when the listing has visit
 * slots, a link to its booking form, fixed at the bottom of the screen. Plain links, no script.
 * The page keeps room for it (the stylesheet pads the page and the scroll padding), so it never
 * covers content or a focused element (WCAG 2.4.11). The listing's contact person, else the agency.
 */
export async function ContactBar({
  agent,
  bookingHref,
  lang,
}: {
  agent: AgentView | null
  /** The booking form's anchor; absent when the listing has no visit slots. */
  bookingHref?: string
  lang: Language
}) {
  const [t, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail.contactBar' }),
    getSiteConfig(),
  ])
  const phone = (agent?.phone || config.agency.phone).replace(/[^+\d]/g, '')
  const email = agent?.email || config.agency.email
  return (
    <nav className={styles.bar} aria-label={t('label')} data-print="hide">
      <ul>
        {phone && (
          <li>
            <a href={`tel:${phone}`}>{t('call')}</a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>{t('email')}</a>
          </li>
        )}
        {bookingHref && (
          <li>
            <a href={bookingHref}>{t('book')}</a>
          </li>
        )}
      </ul>
    </nav>
  )
}
