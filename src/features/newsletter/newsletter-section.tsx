import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { FormMessages } from '@/lib/forms/form-messages'
import { NewsletterForm } from './deferred-forms'
import styles from './newsletter.module.css'

/** The newsletter sign-up in the footer of every page (server-rendered, a small client form). */
export async function NewsletterSection({
  lang,
  agency,
  privacyHref,
}: {
  lang: Language
  agency: string
  privacyHref: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'newsletter' })
  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <FormMessages namespaces={['newsletter']}>
        <NewsletterForm locale={lang} agency={agency} privacyHref={privacyHref} />
      </FormMessages>
    </section>
  )
}
