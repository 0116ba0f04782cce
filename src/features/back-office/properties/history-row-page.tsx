import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { brusselsLocalInput } from '@/lib/belgium/brussels-clock'
import type { Language } from '@/lib/i18n/languages'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { deleteHistoryRowAction } from './history-actions'
import { HistoryForm } from './history-form'
import { historyFormTexts } from './history-form-texts'
import { findHistoryRow, findProperty } from './property-queries'
import { reportActionResult } from '@/features/back-office/frame/action-result'

/** One history row of a listing: change it, or delete it after a ticked confirmation. */
export async function HistoryRowPage({
  lang,
  member,
  reference,
  id,
  notice,
}: {
  lang: Language
  member: StaffMember
  reference: string
  id: number
  notice?: string
}) {
  const property = await findProperty(db(), member, reference)
  const row = property ? await findHistoryRow(db(), property.id, id) : null
  if (!property || !row) notFound()
  const [t, { defaultLanguage }, texts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.properties' }),
    getLanguageSettings(),
    historyFormTexts(lang),
  ])
  if (notice === 'confirm-delete') {
    reportActionResult({ text: t('notices.confirm-delete'), role: 'alert', error: true })
  }
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'properties', property.reference)}>
          {t('backToHistory', { reference: property.reference })}
        </a>
      </p>
      <h1>{t('editHeading', { reference: property.reference })}</h1>
      {row.feedKey && <p>{t('feedRowNote', { key: row.feedKey })}</p>}
      <HistoryForm
        reference={property.reference}
        id={row.id}
        defaults={{
          occurredAt: brusselsLocalInput(row.occurredAt),
          type: row.type,
          contact: row.contact ?? '',
          subject: row.subject,
          comment: row.comment ?? '',
          status: row.status ?? '',
          source: row.source,
        }}
        texts={{ ...texts, submit: t('save') }}
      />
      <section className={styles.panel} aria-labelledby="history-delete">
        <h2 id="history-delete">{t('deleteHeading')}</h2>
        <ActionForm action={deleteHistoryRowAction}>
          <input type="hidden" name="reference" value={property.reference} />
          <input type="hidden" name="id" value={row.id} />
          <div className={styles.actions}>
            <input type="checkbox" id="history-delete-confirm" name="confirm" value="yes" />
            <label htmlFor="history-delete-confirm">{t('deleteConfirm')}</label>
          </div>
          <button type="submit" className={styles.button}>
            {t('delete')}
          </button>
        </ActionForm>
      </section>
    </>
  )
}
