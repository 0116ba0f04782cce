import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { listOwners } from './owner-admin-queries'
import { DataTable } from '@/features/back-office/frame/data-table'

/** Every owner, their properties and whether they can log in to the portal. */
export async function OwnersPage({ lang }: { lang: Language }) {
  const [t, languages, { defaultLanguage }, owners] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.owners' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    listOwners(db()),
  ])
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>
        <a className={styles.button} href={adminHref(lang, defaultLanguage, 'owners', 'invite')}>
          {t('invite')}
        </a>
      </p>
      {owners.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <DataTable
          labelledBy="owners-caption"
          caption={t('heading')}
          columns={[t('name'), t('email'), t('language'), t('properties'), t('access')]}
        >
          <tbody>
            {owners.map((owner) => (
              <tr key={owner.id}>
                <td>
                  <a href={adminHref(lang, defaultLanguage, 'owners', String(owner.id))}>
                    {owner.firstName} {owner.lastName}
                  </a>
                </td>
                <td>{owner.email}</td>
                <td>
                  {isSupportedLanguage(owner.locale) ? languages(owner.locale) : owner.locale}
                </td>
                <td>{owner.references.join(', ')}</td>
                <td>{t(`accessState.${owner.access}`)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  )
}
