import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { isPasswordTokenUsable } from '@/features/owner-portal/auth/password-reset'
import { loginHref } from '@/features/owner-portal/auth/session.server'
import { portalHref } from '@/features/owner-portal/portal-paths'
import { PortalFrame } from '@/features/owner-portal/portal/portal-frame'
import { ForgotPasswordForm } from './forgot-password-form'
import { NewPasswordForm } from './new-password-form'
import styles from './forms.module.css'

/** The page's title: its form's heading, the new password's only with a usable link. */
export async function passwordPageTitle(lang: Language, token: string | undefined) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.password' })
  const usable = token ? await isPasswordTokenUsable(db(), token) : false
  return usable ? t('newTitle') : t('forgotTitle')
}

/**
 * Without a token: ask for a reset link. With the token of a reset or invitation link: choose the
 * password, or learn that the link can no longer be used.
 */
export async function PasswordPage({ lang, token }: { lang: Language; token: string | undefined }) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.password' })
  const { defaultLanguage } = await getLanguageSettings()
  const requestHref = portalHref(lang, defaultLanguage, 'password')
  const usable = token ? await isPasswordTokenUsable(db(), token) : false
  const login = await loginHref(lang)
  return (
    <PortalFrame lang={lang} segments={['password']}>
      {token && usable && (
        <NewPasswordForm
          token={token}
          texts={{
            title: t('newTitle'),
            intro: t('newIntro'),
            newPassword: t('newPassword'),
            confirmation: t('confirmation'),
            save: t('save'),
            saving: t('saving'),
            errors: {
              tooShort: t('tooShort'),
              tooLong: t('tooLong'),
              tooCommon: t('tooCommon'),
              personal: t('personal'),
              guessable: t('guessable'),
              mismatch: t('mismatch'),
              invalidLink: t('invalidLink'),
            },
            requestNewLink: t('requestNewLink'),
            requestNewLinkHref: requestHref,
          }}
        />
      )}
      {token && !usable && (
        <p className={styles.error} role="alert">
          {t('invalidLink')}
        </p>
      )}
      {(!token || !usable) && (
        <ForgotPasswordForm
          texts={{
            title: t('forgotTitle'),
            intro: t('forgotIntro'),
            email: t('email'),
            send: t('send'),
            sending: t('sending'),
            sent: t('sent'),
            errors: { emailInvalid: t('emailInvalid') },
          }}
        />
      )}
      <p className={styles.links}>
        <a href={login}>{t('backToLogin')}</a>
      </p>
    </PortalFrame>
  )
}
