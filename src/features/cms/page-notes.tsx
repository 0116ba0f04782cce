import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { ContactCard } from './contact-card'
import styles from './cms.module.css'

/** Under the login form: accounts are made by the agency, and how to reach it. */
export async function AccountNotice({ config, lang }: { config: SiteConfig; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'login' })
  return (
    <>
      <p className={styles.notice}>{t('accountByAgency')}</p>
      <ContactCard config={config} lang={lang} />
    </>
  )
}

/** The way back to the home page, under a thank-you (feedback) page's text. */
export async function HomeLink({ href, lang }: { href: string; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'notFound' })
  return (
    <p>
      <a href={href} className={styles.button}>
        {t('home')}
      </a>
    </p>
  )
}
