import { getTranslations } from 'next-intl/server'
import { originText } from './issue-line'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { Field } from '@/features/back-office/forms/field'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { maxFeedMegabytes, type FeedUploadError } from './feed-upload'
import { uploadFeedAction } from './import-actions'
import { listRuns } from './import-queries'
import { DataTable } from '@/features/back-office/frame/data-table'

const uploadErrors: readonly FeedUploadError[] = ['fileRequired', 'tooLarge', 'notJson']

/** Upload a feed file, and the latest import runs (uploaded or `npm run import`) with their counts. */
export async function ImportsPage({ lang, error }: { lang: Language; error?: string }) {
  const [t, { defaultLanguage }, runs] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.imports' }),
    getLanguageSettings(),
    listRuns(db()),
  ])
  const refused = uploadErrors.find((code) => code === error)
  return (
    <>
      <h1>{t('heading')}</h1>
      <section className={styles.panel} aria-labelledby="upload-heading">
        <h2 id="upload-heading">{t('uploadHeading')}</h2>
        <p>{t('uploadIntro')}</p>
        <ActionForm action={uploadFeedAction}>
          <Field
            id="feed"
            label={t('file')}
            hint={t('fileHint', { megabytes: maxFeedMegabytes })}
            error={refused && t(`errors.${refused}`, { megabytes: maxFeedMegabytes })}
            alert
            input={{ name: 'feed', type: 'file', accept: 'application/json,.json' }}
          />
          <button type="submit" className={styles.button}>
            {t('upload')}
          </button>
        </ActionForm>
      </section>
      <h2 id="runs-heading">{t('runsHeading')}</h2>
      {runs.length === 0 ? (
        <p>{t('noRuns')}</p>
      ) : (
        <DataTable
          labelledBy="runs-heading"
          columns={[
            t('started'),
            t('startedBy'),
            t('fileName'),
            t('status'),
            t('outcome.created'),
            t('outcome.updated'),
            t('outcome.unchanged'),
            t('outcome.failed'),
          ]}
        >
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <td>
                  <a href={adminHref(lang, defaultLanguage, 'imports', String(run.id))}>
                    {leadDateTime(lang, run.startedAt)}
                  </a>
                </td>
                <td>{originText(run, t)}</td>
                <td>{run.fileName}</td>
                <td>{t('statusName', { status: run.status })}</td>
                <td>{run.created}</td>
                <td>{run.updated}</td>
                <td>{run.unchanged}</td>
                <td>{run.failed}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  )
}
