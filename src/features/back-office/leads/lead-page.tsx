import { Fragment } from 'react'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { saveLead, saveLeadNote } from '@/features/back-office/actions'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { formatPhone, phoneHref } from '@/lib/format/phone-format'
import { leadDateTime, personName, visitWhen } from './lead-format'
import { assignableStaff, findLead } from './lead-queries'
import { isLeadKind } from './lead-kinds'
import { leadStatuses, type LeadStatus } from './lead-schema'
import { ActionForm } from '@/lib/forms/components/action-form'
import { DataTable } from '@/features/back-office/frame/data-table'
import { storedCv } from './lead-cv'
import type { MailStatus } from '@/features/back-office/outbox/outbox-schema'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['saved', 'forbidden-assignee', 'note-saved', 'note-empty'] as const
const errorNotices: readonly string[] = ['forbidden-assignee', 'note-empty']

/** What the visitor sent, as label and text: the form's own fields, without technical ones. */
function sentFields(data: Record<string, unknown>): [string, string][] {
  const cv = storedCv(data)
  return Object.entries(data)
    .filter(
      ([key, value]) =>
        key !== 'requestId' &&
        // A booking's slot: the page shows the visit itself.
        key !== 'slotId' &&
        !(key === 'cv' && cv) &&
        value !== null &&
        value !== '' &&
        value !== undefined,
    )
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])
}

/** One lead: the request, its e-mails, its handling (status, assignee) and internal notes. */
export async function LeadPage({
  lang,
  member,
  id,
  notice,
}: {
  lang: Language
  member: StaffMember
  id: number
  notice?: string
}) {
  const lead = await findLead(db(), member, id)
  if (!lead) notFound()
  const [t, kinds, languages, { defaultLanguage }, team] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getTranslations({ locale: lang, namespace: 'requestMail.subjects' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    assignableStaff(db(), member),
  ])
  const { submission, visit } = lead
  const cv = storedCv(submission.data)
  const shown = notices.find((value) => value === notice)
  const languageName = (code: string) => (isSupportedLanguage(code) ? languages(code) : code)
  const kindName = (kind: string) => (isLeadKind(kind) ? kinds(kind) : kind)
  if (shown) {
    const error = errorNotices.includes(shown)
    reportActionResult({ text: t(`lead.${shown}`), role: error ? 'alert' : 'status', error })
  }
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'leads')}>{t('lead.back')}</a>
      </p>
      <h1>
        {t('lead.title', { id: submission.id })}: {kindName(submission.kind)},{' '}
        {personName(submission)}
      </h1>
      <section className={styles.panel} aria-labelledby="lead-request">
        <h2 id="lead-request">{t('lead.request')}</h2>
        <dl className={styles.details}>
          <dt>{t('lead.received')}</dt>
          <dd>{leadDateTime(lang, submission.createdAt)}</dd>
          <dt>{t('lead.email')}</dt>
          <dd>
            <a href={`mailto:${submission.email}`}>{submission.email}</a>
          </dd>
          {submission.phone && (
            <>
              <dt>{t('lead.phone')}</dt>
              <dd>
                <a href={phoneHref(submission.phone)}>{formatPhone(submission.phone)}</a>
              </dd>
            </>
          )}
          <dt>{t('lead.language')}</dt>
          <dd>{languageName(submission.locale)}</dd>
          {visit && (
            <>
              <dt>{t('lead.visit')}</dt>
              <dd>
                {visit.status === 'cancelled'
                  ? t('lead.visitCancelled', {
                      when: visitWhen(lang, visit.startsAt, visit.endsAt),
                      by: visit.cancelledBy ?? 'unknown',
                    })
                  : visitWhen(lang, visit.startsAt, visit.endsAt)}
              </dd>
            </>
          )}
          {(lead.propertyReference ?? lead.projectName) && (
            <>
              <dt>{t('lead.about')}</dt>
              <dd>{lead.propertyReference ?? lead.projectName}</dd>
            </>
          )}
          {cv && (
            <>
              <dt>{t('lead.cv')}</dt>
              <dd>
                <a href={adminHref(lang, defaultLanguage, 'leads', String(id), 'cv')} download>
                  {cv.filename}
                </a>
              </dd>
            </>
          )}
        </dl>
        <h3>{t('lead.details')}</h3>
        <dl className={styles.details}>
          {sentFields(submission.data).map(([key, value]) => (
            <Fragment key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="lead-handle">
        <h2 id="lead-handle">{t('lead.handle')}</h2>
        <ActionForm action={saveLead}>
          <input type="hidden" name="id" value={submission.id} />
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="lead-status">{t('leads.status')}</label>
              <select id="lead-status" name="status" defaultValue={submission.status}>
                {leadStatuses
                  .filter((status) => status !== 'cancelled' || visit)
                  .map((status: LeadStatus) => (
                    <option key={status} value={status}>
                      {t(`status.${status}`)}
                    </option>
                  ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="lead-assignee">{t('leads.assignee')}</label>
              <select id="lead-assignee" name="assignee" defaultValue={submission.assigneeId ?? ''}>
                <option value="">{t('leads.nobody')}</option>
                {team.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className={styles.button}>
            {t('lead.save')}
          </button>
        </ActionForm>
      </section>
      <section className={styles.panel} aria-labelledby="lead-notes">
        <h2 id="lead-notes">{t('lead.notes')}</h2>
        {lead.notes.length === 0 ? (
          <p>{t('lead.noNotes')}</p>
        ) : (
          <ul className={styles.notes}>
            {lead.notes.map((note) => (
              <li key={note.id}>
                {note.text}
                <span className={styles.noteMeta}>
                  {t('lead.noteBy', {
                    author: note.author ?? '—',
                    date: leadDateTime(lang, note.createdAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <ActionForm action={saveLeadNote} id="note">
          <input type="hidden" name="id" value={submission.id} />
          <div className={styles.field}>
            <label htmlFor="lead-note">{t('lead.noteLabel')}</label>
            <textarea id="lead-note" name="note" rows={4} maxLength={4000} required />
          </div>
          <button type="submit" className={styles.button}>
            {t('lead.saveNote')}
          </button>
        </ActionForm>
      </section>
      <section className={styles.panel} aria-labelledby="lead-mails">
        <h2 id="lead-mails">{t('lead.mails')}</h2>
        {lead.mails.length === 0 ? (
          <p>{t('lead.noMails')}</p>
        ) : (
          <DataTable
            labelledBy="lead-mails-caption"
            caption={t('lead.mailsCaption')}
            columns={[t('lead.to'), t('lead.subject'), t('leads.status'), t('lead.received')]}
          >
            <tbody>
              {lead.mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{mail.to}</td>
                  <td>{mail.subject}</td>
                  <td>{t(`lead.mailStatus.${mail.status as MailStatus}`)}</td>
                  <td>{leadDateTime(lang, mail.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
    </>
  )
}
