import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { commentMaxLength } from '@/features/testimonials'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import {
  removeTestimonial,
  saveTestimonialComment,
  saveTestimonialStatus,
} from './testimonial-actions'
import { testimonialErrors, type TestimonialState } from './testimonial-admin-schema'
import { findTestimonial } from './testimonial-queries'
import { ActionForm } from '@/lib/forms/components/action-form'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['published', 'unpublished', 'edited'] as const

/** One testimonial: its details and state, the shown text to correct, and its deletion. */
export async function TestimonialPage({
  lang,
  id,
  notice,
  error,
}: {
  lang: Language
  id: number
  notice?: string
  error?: string
}) {
  const testimonial = await findTestimonial(db(), id)
  if (!testimonial) notFound()
  const [t, languages, { defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.testimonials' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
  ])
  const shown = notices.find((value) => value === notice)
  const failed = testimonialErrors.find((value) => value === error)
  const published = testimonial.status === 'published'
  if (shown) reportActionResult({ text: t(`notice.${shown}`), role: 'status', error: false })
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'testimonials')}>{t('back')}</a>
      </p>
      <h1>{t('title', { name: testimonial.name })}</h1>
      <section className={styles.panel} aria-labelledby="testimonial-details">
        <h2 id="testimonial-details">{t('details')}</h2>
        <dl className={styles.details}>
          <dt>{t('posted')}</dt>
          <dd>{leadDateTime(lang, testimonial.postedAt)}</dd>
          <dt>{t('language')}</dt>
          <dd>
            {isSupportedLanguage(testimonial.locale)
              ? languages(testimonial.locale)
              : testimonial.locale}
          </dd>
          {testimonial.postedBy && (
            <>
              <dt>{t('postedBy')}</dt>
              <dd lang={testimonial.locale}>{testimonial.postedBy}</dd>
            </>
          )}
          {testimonial.aboutYou && (
            <>
              <dt>{t('aboutYou')}</dt>
              <dd lang={testimonial.locale}>{testimonial.aboutYou}</dd>
            </>
          )}
          {testimonial.website && (
            <>
              <dt>{t('website')}</dt>
              <dd>{testimonial.website}</dd>
            </>
          )}
          <dt>{t('photo')}</dt>
          <dd>{t(testimonial.image ? 'hasPhoto' : 'noPhoto')}</dd>
          <dt>{t('state')}</dt>
          <dd>{t(`states.${testimonial.status as TestimonialState}`)}</dd>
        </dl>
        <ActionForm action={saveTestimonialStatus}>
          <input type="hidden" name="id" value={testimonial.id} />
          <input type="hidden" name="back" value="item" />
          <input type="hidden" name="status" value={published ? 'rejected' : 'published'} />
          <button type="submit" className={styles.button}>
            {t(published ? 'unpublish' : 'publish')}
          </button>
        </ActionForm>
      </section>
      <section className={styles.panel} aria-labelledby="testimonial-edit">
        <h2 id="testimonial-edit">{t('edit')}</h2>
        <ActionForm action={saveTestimonialComment} id="comment">
          <input type="hidden" name="id" value={testimonial.id} />
          <div className={styles.field}>
            <label htmlFor="testimonial-comment">{t('comment')}</label>
            {(failed === 'required' || failed === 'tooLong') && (
              <p id="testimonial-comment-error" className={styles.error} role="alert">
                {t(`errors.${failed}`, { max: commentMaxLength })}
              </p>
            )}
            <textarea
              id="testimonial-comment"
              name="comment"
              rows={6}
              lang={testimonial.locale}
              maxLength={commentMaxLength}
              defaultValue={testimonial.comment}
              aria-invalid={failed === 'required' || failed === 'tooLong' ? true : undefined}
              aria-describedby={
                failed === 'required' || failed === 'tooLong'
                  ? 'testimonial-comment-error'
                  : undefined
              }
            />
          </div>
          <button type="submit" className={styles.button}>
            {t('saveComment')}
          </button>
        </ActionForm>
      </section>
      <section className={styles.panel} aria-labelledby="testimonial-delete">
        <h2 id="testimonial-delete">{t('delete')}</h2>
        <ActionForm action={removeTestimonial} id="delete">
          <input type="hidden" name="id" value={testimonial.id} />
          {failed === 'confirm' && (
            <p id="testimonial-confirm-error" className={styles.error} role="alert">
              {t('errors.confirm')}
            </p>
          )}
          <div className={styles.check}>
            <input
              type="checkbox"
              id="testimonial-confirm"
              name="confirm"
              value="yes"
              aria-invalid={failed === 'confirm' ? true : undefined}
              aria-describedby={failed === 'confirm' ? 'testimonial-confirm-error' : undefined}
            />
            <label htmlFor="testimonial-confirm">{t('confirmDelete')}</label>
          </div>
          <button type="submit" className={styles.button}>
            {t('deleteButton')}
          </button>
        </ActionForm>
      </section>
    </>
  )
}
