import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import styles from '@/features/back-office/frame/back-office.module.css'
import { CodeForm } from './code-form'
import { passCodeAction } from './security-actions'

/** The login's second step, after the password: a code from the app or a backup code. */
export async function CodePage({ lang }: { lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.code' })
  return (
    <>
      <div className={styles.narrow}>
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
        <CodeForm
          id="login-code"
          action={passCodeAction}
          texts={{
            label: t('label'),
            submit: t('submit'),
            errors: { invalid: t('invalid'), limited: t('limited'), required: t('invalid') },
          }}
        />
      </div>
    </>
  )
}
