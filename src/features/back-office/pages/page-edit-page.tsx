import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { ActionForm } from '@/lib/forms/components/action-form'
import { revertPageAction } from './page-actions'
import { pageAndDescendants } from './page-changes'
import { PageForm } from './page-form'
import { formFromDocument } from './page-form-values'
import { findEditablePage, pageChoices } from './page-queries'
import { pagesTexts } from './pages-texts'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const successes = ['saved', 'published', 'reverted', 'created'] as const
const refusals = [
  'conflict',
  'nothing-to-revert',
  'revert-slug-taken',
  'revert-parent-cycle',
] as const

/**
 * One page: its draft (or published version) in the edit form, preview links per language, and
 * the revert to the version published before.
 */
export async function PageEditPage({
  lang,
  id,
  notice,
}: {
  lang: Language
  id: number
  notice?: string
}) {
  const page = await findEditablePage(db(), id)
  if (!page) notFound()
  const [t, languages, { defaultLanguage, enabled }, parents, below, texts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.pages' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    pageChoices(db()),
    pageAndDescendants(db(), id),
    pagesTexts(lang),
  ])
  const shown = successes.find((value) => value === notice)
  const refused = refusals.find((value) => value === notice)
  const document = page.draft ?? page.published
  const languageNames = Object.fromEntries(
    supportedLanguages.map((code) => [code, languages(code)]),
  ) as Record<Language, string>
  const here = adminHref(lang, defaultLanguage, 'pages', String(id))
  if (shown) reportActionResult({ text: t(`notice.${shown}`), role: 'status', error: false })
  if (refused) reportActionResult({ text: t(`notice.${refused}`), role: 'alert', error: true })
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'pages')}>{t('back')}</a>
      </p>
      <h1>{t('pageTitle', { name: page.published.name })}</h1>
      <p>{t(page.draft ? 'editingDraft' : 'editingPublished')}</p>
      <section className={styles.panel} aria-labelledby="page-preview">
        <h2 id="page-preview">{t('previewHeading')}</h2>
        <p>{t('previewIntro')}</p>
        <ul>
          {enabled
            .filter((code) => document.slugs[code] !== undefined)
            .map((code) => (
              <li key={code}>
                <a
                  href={localizedUrl(
                    code,
                    ['preview', document.slugs[code]].filter(Boolean).join('/'),
                    defaultLanguage,
                  )}
                >
                  {t('previewLink', { language: languages(code) })}
                </a>
              </li>
            ))}
        </ul>
      </section>
      <PageForm
        pageId={id}
        initial={{
          values: formFromDocument(document, supportedLanguages),
          version: page.version,
          errors: {},
          round: 0,
        }}
        languages={supportedLanguages}
        languageNames={languageNames}
        parents={parents.filter((choice) => !below.includes(choice.id))}
        reloadHref={here}
        texts={texts}
      />
      <section className={styles.panel} aria-labelledby="page-revert">
        <h2 id="page-revert">{t('revertHeading')}</h2>
        {page.canRevert ? (
          <ActionForm action={revertPageAction}>
            <p>{t('revertIntro')}</p>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="version" value={page.version} />
            <button type="submit" className={styles.button}>
              {t('revertButton')}
            </button>
          </ActionForm>
        ) : (
          <p>{t('noRevision')}</p>
        )}
      </section>
    </>
  )
}
