import { Fragment } from 'react'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { originText } from './issue-line'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { findRun } from './import-queries'
import { ReportLines } from './report-lines'
import { DataTable } from '@/features/back-office/frame/data-table'

/** One import run: when, by whom, its counts and each record's outcome with its errors. */
export async function ImportRunPage({ lang, id }: { lang: Language; id: number }) {
  const run = await findRun(db(), id)
  if (!run) notFound()
  const [t, { defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.imports' }),
    getLanguageSettings(),
  ])
  const counts = ['created', 'updated', 'unchanged', 'unpublished', 'failed'] as const
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'imports')}>{t('back')}</a>
      </p>
      <h1>{t('runHeading', { file: run.fileName })}</h1>
      <section className={styles.panel} aria-labelledby="run-summary">
        <h2 id="run-summary">{t('summary')}</h2>
        <dl className={styles.details}>
          <dt>{t('started')}</dt>
          <dd>{leadDateTime(lang, run.startedAt)}</dd>
          <dt>{t('startedBy')}</dt>
          <dd>{originText(run, t)}</dd>
          <dt>{t('status')}</dt>
          <dd>{t('statusName', { status: run.status })}</dd>
          {run.mode && (
            <>
              <dt>{t('mode')}</dt>
              <dd>{t('modeName', { mode: run.mode })}</dd>
            </>
          )}
          {counts.map((outcome) => (
            <Fragment key={outcome}>
              <dt>{t(`outcome.${outcome}`)}</dt>
              <dd>{run[outcome]}</dd>
            </Fragment>
          ))}
        </dl>
        {run.status === 'interrupted' && (
          <div className={styles.error}>
            <p>
              {t('interruptedNote', {
                time: run.finishedAt ? leadDateTime(lang, run.finishedAt) : '—',
              })}
            </p>
          </div>
        )}
        {run.message && (
          <div className={styles.error} role="alert">
            {run.reasons.length > 0 ? (
              <>
                <p>{t('refusedBecause')}</p>
                <ReportLines t={t} lines={run.reasons} />
              </>
            ) : (
              <p>
                {t('refusedBecause')} <span lang="en">{run.message}</span>
              </p>
            )}
          </div>
        )}
        {run.warnings.length > 0 && <ReportLines t={t} lines={run.warnings} />}
      </section>
      <h2 id="records-heading">{t('records')}</h2>
      {run.records.length === 0 ? (
        <p>{t('noRecords')}</p>
      ) : (
        <DataTable
          labelledBy="records-heading"
          columns={[t('section'), t('position'), t('reference'), t('result'), t('errorsColumn')]}
        >
          <tbody>
            {run.records.map((record, index) => (
              <tr key={index}>
                <td>{t('sectionName', { section: record.section })}</td>
                <td>{record.index === null ? '' : `#${record.index}`}</td>
                <td>{record.reference ?? t('noReference')}</td>
                <td>{t(`outcome.${record.outcome}`)}</td>
                <td>{record.errors.length > 0 && <ReportLines t={t} lines={record.errors} />}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  )
}
