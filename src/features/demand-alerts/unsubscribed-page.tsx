import { getTranslations } from 'next-intl/server'
import type { Language } from '@/features/i18n/languages'
import styles from './unsubscribed-page.module.css'

/**
 * Where the unsubscribe link of a demand-alert e-mail lands: "you are unsubscribed" (specification
 * §8), thanking the visitor for their trust, or why the link did not work.
 */
export async function UnsubscribedPage({
  lang,
  valid,
  agency,
  homeHref,
}: {
  lang: Language
  valid: boolean
  agency: string
  homeHref: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'demandAlerts.unsubscribed' })
  return (
    <div className={styles.box}>
      <h1>{valid ? t('title') : t('invalidTitle')}</h1>
      {valid ? (
        <>
          <p>{t('text')}</p>
          <p>{t('thanks', { agency })}</p>
        </>
      ) : (
        <p>{t('invalidText')}</p>
      )}
      <p>
        <a href={homeHref} className={styles.home}>
          {t('home')}
        </a>
      </p>
    </div>
  )
}
