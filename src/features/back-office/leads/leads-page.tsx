import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime, personName } from './lead-format'
import { assignableStaff, leadListings, leadsPerPage, listLeads } from './lead-queries'
import { isLeadKind, leadKinds } from './lead-kinds'
import { leadStatuses, type LeadFilters } from './lead-schema'
import { DataTable } from '@/features/back-office/frame/data-table'
import { Pager, pagedHref } from '@/features/back-office/frame/pager'
import { FilterActions } from '@/features/back-office/frame/filter-actions'

/** The leads inbox: every request the member may see, newest first, filtered from the query. */
export async function LeadsPage({
  lang,
  member,
  filters,
}: {
  lang: Language
  member: StaffMember
  filters: LeadFilters
}) {
  const [t, kinds, { defaultLanguage }, { rows, total }, team, listings] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getTranslations({ locale: lang, namespace: 'requestMail.subjects' }),
    getLanguageSettings(),
    listLeads(db(), member, filters),
    assignableStaff(db(), member),
    leadListings(db(), member),
  ])
  const base = adminHref(lang, defaultLanguage, 'leads')
  const pages = Math.max(1, Math.ceil(total / leadsPerPage))
  const pageHref = pagedHref(base, filters)
  const exportHref = () => {
    const [path, search] = pageHref(1).split('?')
    return `${path}export/${search ? `?${search}` : ''}`
  }
  return (
    <>
      <h1>{t('leads.heading')}</h1>
      <form method="get" action={base} className={styles.panel} aria-label={t('leads.filters')}>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor="lead-status">{t('leads.status')}</label>
            <select id="lead-status" name="status" defaultValue={filters.status ?? ''}>
              <option value="">{t('leads.anyStatus')}</option>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="lead-kind">{t('leads.kind')}</label>
            <select id="lead-kind" name="kind" defaultValue={filters.kind ?? ''}>
              <option value="">{t('leads.anyKind')}</option>
              {leadKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kinds(kind)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="lead-assignee">{t('leads.assignee')}</label>
            <select id="lead-assignee" name="assignee" defaultValue={filters.assignee ?? ''}>
              <option value="">{t('leads.anyone')}</option>
              <option value="me">{t('leads.me')}</option>
              <option value="none">{t('leads.nobody')}</option>
              {member.role === 'admin' &&
                team
                  .filter((person) => person.id !== member.id)
                  .map((person) => (
                    <option key={person.id} value={String(person.id)}>
                      {person.name}
                    </option>
                  ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="lead-listing">{t('leads.listing')}</label>
            <select id="lead-listing" name="listing" defaultValue={filters.listing ?? ''}>
              <option value="">{t('leads.anyListing')}</option>
              {listings.map((listing) => (
                <option key={listing.value} value={listing.value}>
                  {listing.reference === null
                    ? t('leads.projectOption', { name: listing.name ?? '' })
                    : t('leads.propertyOption', {
                        reference: listing.reference,
                        city: listing.name ?? '',
                      })}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="lead-search">{t('leads.search')}</label>
            <input
              id="lead-search"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={filters.q ?? ''}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="lead-from">{t('leads.from')}</label>
            <input id="lead-from" name="from" type="date" defaultValue={filters.from ?? ''} />
          </div>
          <div className={styles.field}>
            <label htmlFor="lead-until">{t('leads.until')}</label>
            <input id="lead-until" name="until" type="date" defaultValue={filters.until ?? ''} />
          </div>
        </div>
        <FilterActions resetHref={base} apply={t('leads.apply')} reset={t('leads.reset')} />
      </form>
      <div className={styles.actions}>
        <p role="status">{t('leads.found', { count: total })}</p>
        {total > 0 && <a href={exportHref()}>{t('export.link')}</a>}
      </div>
      {rows.length > 0 && (
        <DataTable
          labelledBy="leads-caption"
          caption={t('leads.page', { page: filters.page, pages })}
          columns={[
            t('leads.date'),
            t('leads.kind'),
            t('leads.person'),
            t('leads.about'),
            t('leads.status'),
            t('leads.assignee'),
          ]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{leadDateTime(lang, row.createdAt)}</td>
                <td>{isLeadKind(row.kind) ? kinds(row.kind) : row.kind}</td>
                <td>
                  <a href={adminHref(lang, defaultLanguage, 'leads', String(row.id))}>
                    {personName(row)}
                  </a>
                </td>
                <td>{row.propertyReference ?? row.projectName ?? ''}</td>
                <td>
                  <span className={styles.status}>
                    {t(`status.${row.status as (typeof leadStatuses)[number]}`)}
                  </span>
                </td>
                <td>{row.assigneeName ?? t('leads.nobody')}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager lang={lang} page={filters.page} pages={pages} href={pageHref} />
    </>
  )
}
