import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { listPages } from './page-queries'
import { DataTable } from '@/features/back-office/frame/data-table'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['not-found'] as const

/** Every CMS page: status, order, its path in each language and whether a draft waits. */
export async function PagesPage({ lang, notice }: { lang: Language; notice?: string }) {
  const [t, languages, { defaultLanguage, enabled }, rows] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.pages' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    listPages(db()),
  ])
  const shown = notices.find((value) => value === notice)
  if (shown) reportActionResult({ text: t(`notice.${shown}`), role: 'alert', error: true })
  return (
    <>
      <h1>{t('heading')}</h1>
      <p className={styles.actions}>
        <a href={adminHref(lang, defaultLanguage, 'pages', 'new')}>{t('newPage')}</a>
        <span>{t('count', { count: rows.length })}</span>
      </p>
      <DataTable
        labelledBy="pages-caption"
        caption={t('heading')}
        columns={[t('name'), t('status'), t('sort'), t('paths'), t('draft')]}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={adminHref(lang, defaultLanguage, 'pages', String(row.id))}>{row.name}</a>
              </td>
              <td>
                <span className={styles.status}>
                  {t(`statuses.${row.status === 'Published' ? 'Published' : 'Draft'}`)}
                </span>
              </td>
              <td>{row.sort}</td>
              <td>
                <ul className={styles.plainList}>
                  {enabled.map((code) => (
                    <li key={code}>
                      <abbr title={languages(code)}>{code.toUpperCase()}</abbr>{' '}
                      <span lang={code}>/{row.slugs[code] ?? ''}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{row.draftPending ? t('draftPending') : t('noDraft')}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  )
}
