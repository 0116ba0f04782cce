import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { adminHref } from '@/features/back-office/admin-paths'
import { NewPageForm } from './new-page-form'
import { pagesTexts } from './pages-texts'

/** A new CMS page: created unpublished, then edited on its own screen. */
export async function NewPagePage({ lang }: { lang: Language }) {
  const [t, { defaultLanguage }, texts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.pages' }),
    getLanguageSettings(),
    pagesTexts(lang),
  ])
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'pages')}>{t('back')}</a>
      </p>
      <h1>{t('newTitle')}</h1>
      <p>{t('newIntro')}</p>
      <NewPageForm texts={texts} />
    </>
  )
}
