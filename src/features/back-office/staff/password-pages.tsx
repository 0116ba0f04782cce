import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { ForgotForm } from './forgot-form'
import { NewPasswordForm } from './new-password-form'
import { isStaffTokenUsable } from './staff-password'

/** "Forgot password" of the back office: an address, then a link by e-mail. */
export async function StaffForgotPage({ lang }: { lang: Language }) {
  const [t, { defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.forgot' }),
    getLanguageSettings(),
  ])
  return (
    <>
      <div className={styles.narrow}>
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
        <ForgotForm
          texts={{
            email: t('email'),
            submit: t('submit'),
            sent: t('sent'),
            emailInvalid: t('emailInvalid'),
          }}
        />
        <p>
          <a href={adminHref(lang, defaultLanguage, 'login')}>{t('back')}</a>
        </p>
      </div>
    </>
  )
}

/** Choosing a password with an invitation or reset link; a used or expired link says so at once. */
export async function StaffPasswordPage({ lang, token }: { lang: Language; token: string }) {
  const [t, { defaultLanguage }, usable] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.password' }),
    getLanguageSettings(),
    token ? isStaffTokenUsable(db(), token) : false,
  ])
  return (
    <>
      <div className={styles.narrow}>
        <h1>{t('heading')}</h1>
        {usable ? (
          <>
            <p>{t('intro')}</p>
            <NewPasswordForm
              token={token}
              texts={{
                password: t('password'),
                hint: t('hint'),
                confirmation: t('confirmation'),
                submit: t('submit'),
                errorSummary: t('errorSummary'),
                errors: {
                  tooShort: t('errors.tooShort'),
                  tooLong: t('errors.tooLong'),
                  tooCommon: t('errors.tooCommon'),
                  personal: t('errors.personal'),
                  guessable: t('errors.guessable'),
                  mismatch: t('errors.mismatch'),
                  invalidLink: t('errors.invalidLink'),
                },
              }}
            />
          </>
        ) : (
          <>
            <p className={styles.error} role="alert">
              {t('expired')}
            </p>
            <p>
              <a href={adminHref(lang, defaultLanguage, 'login', 'forgot')}>{t('requestNew')}</a>
            </p>
          </>
        )}
      </div>
    </>
  )
}
