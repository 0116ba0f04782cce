import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { saveTestimonialStatus } from './testimonial-actions'
import type { TestimonialState } from './testimonial-admin-schema'
import { listTestimonials } from './testimonial-queries'
import { ActionForm } from '@/lib/forms/components/action-form'
import { DataTable } from '@/features/back-office/frame/data-table'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['published', 'unpublished', 'deleted', 'not-found'] as const

/** Every testimonial with its state; each published one can be taken off, the others published. */
export async function TestimonialsPage({ lang, notice }: { lang: Language; notice?: string }) {
  const [t, languages, { defaultLanguage }, rows] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.testimonials' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    listTestimonials(db()),
  ])
  const shown = notices.find((value) => value === notice)
  if (shown) {
    const error = shown === 'not-found'
    reportActionResult({ text: t(`notice.${shown}`), role: error ? 'alert' : 'status', error })
  }
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('count', { count: rows.length })}</p>
      {rows.length > 0 && (
        <DataTable
          labelledBy="testimonials-caption"
          caption={t('heading')}
          columns={[t('posted'), t('name'), t('comment'), t('language'), t('state'), t('actions')]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{leadDateTime(lang, row.postedAt)}</td>
                <td>
                  <a href={adminHref(lang, defaultLanguage, 'testimonials', String(row.id))}>
                    {row.name}
                  </a>
                </td>
                <td lang={row.locale}>{row.comment}</td>
                <td>{isSupportedLanguage(row.locale) ? languages(row.locale) : row.locale}</td>
                <td>
                  <span className={styles.status}>
                    {t(`states.${row.status as TestimonialState}`)}
                  </span>
                </td>
                <td>
                  <ActionForm action={saveTestimonialStatus}>
                    <input type="hidden" name="id" value={row.id} />
                    <input
                      type="hidden"
                      name="status"
                      value={row.status === 'published' ? 'rejected' : 'published'}
                    />
                    <button type="submit" className={styles.button}>
                      {t(row.status === 'published' ? 'unpublish' : 'publish')}
                      <span className="visually-hidden"> {row.name}</span>
                    </button>
                  </ActionForm>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  )
}
