import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { epcLabelText, type EpcLabel } from '@/lib/belgium/epc'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { listProperties, propertiesPerPage } from './property-queries'
import { missingFilters, type PropertyFilters } from './property-schema'
import { DataTable } from '@/features/back-office/frame/data-table'
import { Pager, pagedHref } from '@/features/back-office/frame/pager'
import { FilterActions } from '@/features/back-office/frame/filter-actions'

/**
 * The listings the member works on (an agent: their own), with what they lack and the size of
 * their owner history; each opens its history.
 */
export async function PropertiesPage({
  lang,
  member,
  filters,
}: {
  lang: Language
  member: StaffMember
  filters: PropertyFilters
}) {
  const [t, { defaultLanguage }, { rows, total }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.properties' }),
    getLanguageSettings(),
    listProperties(db(), member, filters),
  ])
  const base = adminHref(lang, defaultLanguage, 'properties')
  const pages = Math.max(1, Math.ceil(total / propertiesPerPage))
  const pageHref = pagedHref(base, filters, ['q', 'missing'])
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{member.role === 'admin' ? t('introAdmin') : t('introAgent')}</p>
      <form method="get" action={base} className={styles.panel} aria-label={t('filters')}>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor="property-search">{t('search')}</label>
            <input
              id="property-search"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={filters.q ?? ''}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="property-missing">{t('missing')}</label>
            <select id="property-missing" name="missing" defaultValue={filters.missing ?? ''}>
              <option value="">{t('anyListing')}</option>
              {missingFilters.map((missing) => (
                <option key={missing} value={missing}>
                  {t(`missingFilter.${missing}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FilterActions resetHref={base} apply={t('apply')} reset={t('reset')} />
      </form>
      <p role="status">{t('found', { count: total })}</p>
      {rows.length > 0 && (
        <DataTable
          labelledBy="properties-caption"
          caption={t('page', { page: filters.page, pages })}
          columns={[
            t('reference'),
            t('city'),
            t('agent'),
            t('published'),
            t('photos'),
            t('epc'),
            t('historyRows'),
          ]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={adminHref(lang, defaultLanguage, 'properties', row.reference)}>
                    {row.reference}
                  </a>
                </td>
                <td>{row.city}</td>
                <td>{row.agent ?? '—'}</td>
                <td>{row.published ? t('yes') : t('no')}</td>
                <td>{row.photos}</td>
                <td>{row.epcLabel ? epcLabelText(row.epcLabel as EpcLabel) : t('noEpc')}</td>
                <td>{row.history}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager lang={lang} page={filters.page} pages={pages} href={pageHref} />
    </>
  )
}
