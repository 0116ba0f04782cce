import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'
import { db } from '@/server/db/client'
import { staffLogOut } from '@/features/back-office/actions'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { countNewLeads } from '@/features/back-office/leads/lead-queries'
import { countFailedMails } from '@/features/back-office/outbox/outbox-queries'
import {
  backOfficeScreens,
  menuRoles,
  type BackOfficeSection,
} from '@/features/back-office/screens/screen-table'
import type { ActionResult } from './action-result'
import styles from './back-office.module.css'
import { StatusRegion } from './status-region'
import { ActionForm } from '@/lib/forms/components/action-form'

/** The navigation: the table's menu screens, in its order. */
const menu = Object.values(backOfficeScreens).filter((screen) => 'menu' in screen)

/**
 * A back-office page: its own frame, apart from the public site's (no consent dialog, no site
 * navigation), with the sections the member's role may open, the count of new leads and, for
 * admins, of e-mails and webhooks the outbox gave up on. A member who must still set up their second factor
 * (`enrolOnly`) sees no navigation: nothing else opens for them yet.
 */
export async function BackOfficeFrame({
  lang,
  member,
  section,
  enrolOnly = false,
  result,
  children,
}: {
  lang: Language
  member: StaffMember | null
  section?: BackOfficeSection
  enrolOnly?: boolean
  /** The result of the action that led here, for the status region. */
  result?: ActionResult
  children: ReactNode
}) {
  noteUncacheablePage()
  const [t, { defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getLanguageSettings(),
  ])
  const shell = await getTranslations({ locale: lang, namespace: 'shell' })
  const newLeads = member && !enrolOnly ? await countNewLeads(db(), member) : 0
  const isAdmin = member?.role === 'admin'
  const failedMails = isAdmin ? await countFailedMails(db()) : 0
  const counts = { newLeads, failedMails }
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        {shell('skipToContent')}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{t('title')}</p>
        {member && !enrolOnly && (
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <ul>
              {menu
                .filter((entry) => menuRoles(entry.access).includes(member.role))
                .map((entry) => (
                  <li key={entry.section}>
                    <a
                      href={adminHref(lang, defaultLanguage, ...entry.path)}
                      aria-current={section === entry.section ? 'page' : undefined}
                    >
                      {t(`nav.${entry.section}`)}
                      {'badge' in entry && (
                        <span className={styles.badge}>
                          <span aria-hidden="true">{counts[entry.badge]}</span>
                          <span className="visually-hidden">
                            {t(entry.badge, { count: counts[entry.badge] })}
                          </span>
                        </span>
                      )}
                    </a>
                  </li>
                ))}
              <li>
                <a href={localizedUrl(lang, '', defaultLanguage)}>{t('nav.site')}</a>
              </li>
            </ul>
          </nav>
        )}
        {member && (
          <div className={styles.account}>
            <p>{t('nav.signedInAs', { name: member.name, role: t(`roles.${member.role}`) })}</p>
            <ActionForm action={staffLogOut}>
              <button type="submit" className={styles.linkButton}>
                {t('nav.logOut')}
              </button>
            </ActionForm>
          </div>
        )}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <StatusRegion result={result} />
        {children}
      </main>
    </div>
  )
}
