import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { listOutbox, mailsPerPage } from './outbox-queries'
import {
  mailStatuses,
  outboxChannels,
  type MailStatus,
  type OutboxChannel,
  type OutboxFilters,
} from './outbox-schema'
import { DataTable } from '@/features/back-office/frame/data-table'
import { Pager, pagedHref } from '@/features/back-office/frame/pager'
import { FilterActions } from '@/features/back-office/frame/filter-actions'

/** The outbox: every e-mail and webhook, newest first, filtered by channel and status. */
export async function OutboxPage({ lang, filters }: { lang: Language; filters: OutboxFilters }) {
  const [t, { defaultLanguage }, { rows, total }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getLanguageSettings(),
    listOutbox(db(), filters),
  ])
  const base = adminHref(lang, defaultLanguage, 'outbox')
  const pages = Math.max(1, Math.ceil(total / mailsPerPage))
  const pageHref = pagedHref(base, filters, ['channel', 'status'])
  return (
    <>
      <h1>{t('outbox.heading')}</h1>
      <form method="get" action={base} className={styles.panel} aria-label={t('outbox.filters')}>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor="outbox-channel">{t('outbox.channel')}</label>
            <select id="outbox-channel" name="channel" defaultValue={filters.channel ?? ''}>
              <option value="">{t('outbox.anyChannel')}</option>
              {outboxChannels.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`outbox.channels.${channel}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="mail-status">{t('outbox.status')}</label>
            <select id="mail-status" name="status" defaultValue={filters.status ?? ''}>
              <option value="">{t('leads.anyStatus')}</option>
              {mailStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`lead.mailStatus.${status}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FilterActions resetHref={base} apply={t('leads.apply')} reset={t('leads.reset')} />
      </form>
      <p role="status">{t('outbox.found', { count: total })}</p>
      {rows.length > 0 && (
        <DataTable
          labelledBy="outbox-caption"
          caption={t('leads.page', { page: filters.page, pages })}
          columns={[
            t('outbox.created'),
            t('outbox.channel'),
            t('outbox.kind'),
            t('outbox.recipient'),
            t('outbox.subjectOrEvent'),
            t('outbox.status'),
            t('outbox.attempts'),
            t('outbox.lastError'),
            t('outbox.sent'),
          ]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{leadDateTime(lang, row.createdAt)}</td>
                <td>{t(`outbox.channels.${row.channel as OutboxChannel}`)}</td>
                <td>{row.kind}</td>
                <td>{row.to}</td>
                <td>
                  <a href={adminHref(lang, defaultLanguage, 'outbox', String(row.id))}>
                    {row.subject}
                  </a>
                </td>
                <td>
                  <span className={styles.status}>
                    {t(`lead.mailStatus.${row.status as MailStatus}`)}
                  </span>
                </td>
                <td>{row.attempts}</td>
                <td>{row.lastError ?? ''}</td>
                <td>{row.sentAt ? leadDateTime(lang, row.sentAt) : ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager lang={lang} page={filters.page} pages={pages} href={pageHref} />
    </>
  )
}
