import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { currentStaffSession, gateHref } from './staff-session.server'
import { StaffLoginForm } from './staff-login-form'
import { reportActionResult } from '@/features/back-office/frame/action-result'

/**
 * The back office's login page; a member still logged in goes straight to the leads, or to the
 * second factor their session still waits for.
 */
export async function StaffLoginPage({ lang, notice }: { lang: Language; notice?: string }) {
  const { defaultLanguage } = await getLanguageSettings()
  const session = await currentStaffSession()
  if (session?.gate === 'open') redirect(adminHref(lang, defaultLanguage, 'leads'))
  if (session) redirect(await gateHref(lang, session.gate))
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.login' })
  if (notice === 'signedOut' || notice === 'passwordSaved') {
    reportActionResult({ text: t(notice), role: 'status', error: false })
  }
  return (
    <>
      <StaffLoginForm
        texts={{
          heading: t('heading'),
          email: t('email'),
          password: t('password'),
          submit: t('submit'),
          invalid: t('invalid'),
          limited: t('limited'),
        }}
      />
      <p className={styles.narrow}>
        <a href={adminHref(lang, defaultLanguage, 'login', 'forgot')}>{t('forgot')}</a>
      </p>
    </>
  )
}
