import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { searchListings } from './slot-queries'
import { DataTable } from '@/features/back-office/frame/data-table'
import { reportActionResult } from '@/features/back-office/frame/action-result'

/**
 * The listings whose visit slots the member manages (an agent: their own), found by reference,
 * town or project name; each opens its slots page.
 */
export async function SlotsPage({
  lang,
  member,
  q,
  notice,
}: {
  lang: Language
  member: StaffMember
  q: string
  notice?: string
}) {
  const [t, { defaultLanguage }, rows] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.slots' }),
    getLanguageSettings(),
    searchListings(db(), member, q),
  ])
  if (notice === 'not-found') {
    reportActionResult({ text: t('notice.not-found'), role: 'alert', error: true })
  }
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <form method="get" action={adminHref(lang, defaultLanguage, 'slots')} role="search">
        <div className={styles.field}>
          <label htmlFor="slots-q">{t('search')}</label>
          <input id="slots-q" name="q" type="search" defaultValue={q} maxLength={100} />
        </div>
        <button type="submit" className={styles.button}>
          {t('searchButton')}
        </button>
      </form>
      {rows.length === 0 ? (
        <p>{t('noListings')}</p>
      ) : (
        <DataTable
          labelledBy="slots-listings-caption"
          caption={t('listings')}
          columns={[t('reference'), t('listing'), t('town'), t('kind'), t('upcoming')]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}-${row.id}`}>
                <td>
                  <a href={adminHref(lang, defaultLanguage, 'slots', row.kind, String(row.id))}>
                    {row.reference}
                  </a>
                </td>
                <td>{localize(row.title, lang, defaultLanguage)}</td>
                <td>{row.city}</td>
                <td>{t(`kinds.${row.kind}`)}</td>
                <td>{row.upcoming}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  )
}
