import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { brusselsLocalInput } from '@/lib/belgium/brussels-clock'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { HistoryForm } from './history-form'
import { historyFormTexts } from './history-form-texts'
import { findProperty, historyOf } from './property-queries'
import { DataTable } from '@/features/back-office/frame/data-table'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['added', 'saved', 'deleted'] as const

/**
 * A listing's owner history as the agency keeps it: the rows added here and those the feed
 * imported, each to change or delete, and a form to add one. The owner portal shows them beside
 * the site's own requests and bookings, which are not edited here.
 */
export async function PropertyHistoryPage({
  lang,
  member,
  reference,
  notice,
}: {
  lang: Language
  member: StaffMember
  reference: string
  notice?: string
}) {
  const property = await findProperty(db(), member, reference)
  if (!property) notFound()
  const [t, portal, { defaultLanguage }, rows, texts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.properties' }),
    getTranslations({ locale: lang, namespace: 'ownerPortal.history' }),
    getLanguageSettings(),
    historyOf(db(), property.id),
    historyFormTexts(lang),
  ])
  const shown = notices.find((value) => value === notice)
  if (shown) reportActionResult({ text: t(`notices.${shown}`), role: 'status', error: false })
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'properties')}>{t('back')}</a>
      </p>
      <h1>{t('historyHeading', { reference: property.reference, city: property.city })}</h1>
      <p>{t('historyIntro')}</p>
      <section className={styles.panel} aria-labelledby="history">
        <h2 id="history">{t('historyRowsHeading')}</h2>
        {rows.length === 0 ? (
          <p>{t('noHistory')}</p>
        ) : (
          <DataTable
            labelledBy="history-caption"
            caption={t('historyRowsHeading')}
            columns={[
              t('form.occurredAt'),
              t('form.type'),
              t('form.subject'),
              t('form.contact'),
              t('form.status'),
              t('form.source'),
              t('origin'),
            ]}
          >
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a
                      href={adminHref(
                        lang,
                        defaultLanguage,
                        'properties',
                        property.reference,
                        'history',
                        String(row.id),
                      )}
                    >
                      <span className="visually-hidden">{t('editRow')} </span>
                      {leadDateTime(lang, row.occurredAt)}
                    </a>
                  </td>
                  <td>{portal('typeName', { type: row.type })}</td>
                  <td>{row.subject}</td>
                  <td>{row.contact}</td>
                  <td>{row.status && portal('statusName', { status: row.status })}</td>
                  <td>{portal('sourceName', { source: row.source })}</td>
                  <td>{row.feedKey ? t('fromFeed', { key: row.feedKey }) : t('byHand')}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
      <section aria-labelledby="history-add">
        <h2 id="history-add">{t('addHeading')}</h2>
        <HistoryForm
          reference={property.reference}
          defaults={{ occurredAt: brusselsLocalInput(new Date()) }}
          texts={{ ...texts, submit: t('add') }}
        />
      </section>
    </>
  )
}
