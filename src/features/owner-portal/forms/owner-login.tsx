import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { FormMessages } from '@/lib/forms/form-messages'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'
import { currentOwner, loginNotices } from '@/features/owner-portal/auth/session.server'
import { portalHref } from '@/features/owner-portal/portal-paths'
import { LoginForm } from './deferred-forms'
import styles from './forms.module.css'

/**
 * The login form on the CMS login page (specification §2), with the notice of a redirect that
 * led here. An owner who is still logged in goes straight to the portal.
 */
export async function OwnerLogin({
  lang,
  searchParams,
}: {
  lang: Language
  searchParams: Record<string, string | string[] | undefined>
}) {
  // Whether a session cookie came along decides what this page shows: never one copy for all.
  noteUncacheablePage()
  const { defaultLanguage } = await getLanguageSettings()
  if (await currentOwner()) redirect(portalHref(lang, defaultLanguage))
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.login' })
  const notice = loginNotices.find((value) => value === searchParams.notice)
  return (
    <>
      {notice && (
        <p className={styles.notice} role="status">
          {t(notice)}
        </p>
      )}
      <FormMessages namespaces={[]}>
        <LoginForm
          texts={{
            heading: t('heading'),
            email: t('email'),
            password: t('password'),
            submit: t('submit'),
            submitting: t('submitting'),
            invalid: t('invalid'),
            limited: t('limited'),
          }}
        />
      </FormMessages>
      <p className={styles.links}>
        <a href={portalHref(lang, defaultLanguage, 'password')}>{t('forgotPassword')}</a>
      </p>
    </>
  )
}
