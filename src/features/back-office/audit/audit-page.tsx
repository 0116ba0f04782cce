import { Fragment } from 'react'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import type { AuditFilters } from './audit-schema'
import { auditActionKey, auditActions, isAuditAction } from './audit-actions'
import { auditMembers, auditPerPage, listAudit } from './audit-queries'
import { DataTable } from '@/features/back-office/frame/data-table'
import { Pager, pagedHref } from '@/features/back-office/frame/pager'
import { FilterActions } from '@/features/back-office/frame/filter-actions'

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/** Before or after of a change as a list of its fields, each with its value. */
function Values({ label, values }: { label: string; values: Record<string, unknown> | null }) {
  if (!values || Object.keys(values).length === 0) return null
  return (
    <div>
      <p className={styles.hint}>{label}</p>
      <dl className={styles.details}>
        {Object.entries(values).map(([key, value]) => (
          <Fragment key={key}>
            <dt>{key}</dt>
            <dd>{shown(value)}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  )
}

/**
 * The audit log for admins: who did what when (the account and the client's address of a
 * sign-in, sign-out or refusal), each kind named in the reader's language, with the values
 * before and after; filtered by a GET form, which works without script.
 */
export async function AuditPage({ lang, filters }: { lang: Language; filters: AuditFilters }) {
  const [t, { defaultLanguage }, { rows, total }, members] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.audit' }),
    getLanguageSettings(),
    listAudit(db(), filters),
    auditMembers(db()),
  ])
  const kindLabel = (action: string) =>
    isAuditAction(action) ? t(`actions.${auditActionKey(action)}`) : action
  const base = adminHref(lang, defaultLanguage, 'audit')
  const pages = Math.max(1, Math.ceil(total / auditPerPage))
  const pageHref = pagedHref(base, filters)
  return (
    <>
      <h1>{t('heading')}</h1>
      <form method="get" action={base} className={styles.panel} aria-label={t('filters')}>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor="audit-member">{t('member')}</label>
            <select id="audit-member" name="member" defaultValue={filters.member ?? ''}>
              <option value="">{t('anyMember')}</option>
              {members.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-account">{t('account')}</label>
            {/* Text, not email: what an intruder typed at the login need not be an address. */}
            <input
              id="audit-account"
              name="account"
              type="text"
              inputMode="email"
              spellCheck={false}
              autoComplete="off"
              maxLength={254}
              defaultValue={filters.account ?? ''}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-action">{t('kind')}</label>
            <select id="audit-action" name="action" defaultValue={filters.action ?? ''}>
              <option value="">{t('anyKind')}</option>
              {auditActions.map((action) => (
                <option key={action} value={action}>
                  {kindLabel(action)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-from">{t('from')}</label>
            <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ''} />
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-to">{t('to')}</label>
            <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ''} />
          </div>
        </div>
        <FilterActions resetHref={base} apply={t('apply')} reset={t('reset')} />
      </form>
      <p role="status">{t('found', { count: total })}</p>
      {rows.length > 0 && (
        <DataTable
          labelledBy="audit-caption"
          caption={t('page', { page: filters.page, pages })}
          columns={[t('when'), t('who'), t('what'), t('changes')]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{leadDateTime(lang, row.createdAt)}</td>
                <td>
                  {row.memberName ?? row.account ?? t('system')}
                  {row.memberName && row.account && (
                    <span className={styles.trace}>{row.account}</span>
                  )}
                  {row.address && (
                    <span className={styles.trace}>{t('address', { address: row.address })}</span>
                  )}
                </td>
                <td>
                  {kindLabel(row.action)} <code>{row.subject}</code>
                </td>
                <td>
                  <Values label={t('before')} values={row.before} />
                  <Values label={t('after')} values={row.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager lang={lang} page={filters.page} pages={pages} href={pageHref} />
    </>
  )
}
