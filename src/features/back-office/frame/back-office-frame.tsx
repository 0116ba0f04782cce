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
import styles from './back-office.module.css'
import { ActionForm } from '@/lib/forms/components/action-form'

export type BackOfficeSection = 'leads' | 'owners' | 'testimonials' | 'pages' | 'outbox'

/**
 * A back-office page: its own frame, apart from the public site's (no consent dialog, no site
 * navigation), with the sections the member's role may open, the count of new leads and, for
 * admins, of e-mails the outbox gave up on.
 */
export async function BackOfficeFrame({
  lang,
  member,
  section,
  children,
}: {
  lang: Language
  member: StaffMember | null
  section?: BackOfficeSection
  children: ReactNode
}) {
  noteUncacheablePage()
  const [t, { defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getLanguageSettings(),
  ])
  const shell = await getTranslations({ locale: lang, namespace: 'shell' })
  const newLeads = member ? await countNewLeads(db(), member) : 0
  const isAdmin = member?.role === 'admin'
  const failedMails = isAdmin ? await countFailedMails(db()) : 0
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        {shell('skipToContent')}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{t('title')}</p>
        {member && (
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <ul>
              <li>
                <a
                  href={adminHref(lang, defaultLanguage, 'leads')}
                  aria-current={section === 'leads' ? 'page' : undefined}
                >
                  {t('nav.leads')}
                  <span className={styles.badge}>
                    <span aria-hidden="true">{newLeads}</span>
                    <span className="visually-hidden">{t('newLeads', { count: newLeads })}</span>
                  </span>
                </a>
              </li>
              {isAdmin && (
                <li>
                  <a
                    href={adminHref(lang, defaultLanguage, 'owners')}
                    aria-current={section === 'owners' ? 'page' : undefined}
                  >
                    {t('nav.owners')}
                  </a>
                </li>
              )}
              {isAdmin && (
                <li>
                  <a
                    href={adminHref(lang, defaultLanguage, 'testimonials')}
                    aria-current={section === 'testimonials' ? 'page' : undefined}
                  >
                    {t('nav.testimonials')}
                  </a>
                </li>
              )}
              {isAdmin && (
                <li>
                  <a
                    href={adminHref(lang, defaultLanguage, 'pages')}
                    aria-current={section === 'pages' ? 'page' : undefined}
                  >
                    {t('nav.pages')}
                  </a>
                </li>
              )}
              {isAdmin && (
                <li>
                  <a
                    href={adminHref(lang, defaultLanguage, 'outbox')}
                    aria-current={section === 'outbox' ? 'page' : undefined}
                  >
                    {t('nav.outbox')}
                    <span className={styles.badge}>
                      <span aria-hidden="true">{failedMails}</span>
                      <span className="visually-hidden">
                        {t('failedMails', { count: failedMails })}
                      </span>
                    </span>
                  </a>
                </li>
              )}
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
        {children}
      </main>
    </div>
  )
}
