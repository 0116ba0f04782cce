import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { StandalonePage } from '@/features/shell'
import type { ModeratedTestimonial, TestimonialStatus } from './moderation.server'
import { moderationLinkDays, type ModerationDecision } from './moderation-token'
import styles from './testimonials.module.css'

const statusAfter: Record<ModerationDecision, TestimonialStatus> = {
  approve: 'published',
  reject: 'rejected',
}

/**
 * Where a moderation link of the agency's e-mail lands: the testimonial, its status and one
 * button that carries the decision out with POST. Opening the link changes nothing, so a mail
 * scanner that follows it publishes nothing.
 */
export async function ModerationPage({
  lang,
  token,
  found,
  testimonialsHref,
}: {
  lang: Language
  token: string
  found: { decision: ModerationDecision; testimonial: ModeratedTestimonial } | null
  testimonialsHref: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'testimonialModeration' })
  const f = await getTranslations({ locale: lang, namespace: 'testimonialForm' })
  const l = await getTranslations({ locale: lang, namespace: 'languages' })
  if (!found) {
    return (
      <StandalonePage title={t('invalidTitle')}>
        <p>{t('invalidText', { days: moderationLinkDays })}</p>
      </StandalonePage>
    )
  }
  const { decision, testimonial } = found
  const done = testimonial.status === statusAfter[decision]
  const language = testimonial.locale as Language
  return (
    <StandalonePage title={t('title', { name: testimonial.name })}>
      <dl className={styles.details}>
        <dt>{f('name')}</dt>
        <dd>{testimonial.name}</dd>
        <dt>{f('comment')}</dt>
        <dd lang={testimonial.locale}>{testimonial.comment}</dd>
        {testimonial.aboutYou && (
          <>
            <dt>{f('aboutYou')}</dt>
            <dd lang={testimonial.locale}>{testimonial.aboutYou}</dd>
          </>
        )}
        {testimonial.website && (
          <>
            <dt>{f('website')}</dt>
            <dd>{testimonial.website}</dd>
          </>
        )}
        <dt>{f('image')}</dt>
        <dd>{f(testimonial.hasImage ? 'mail.imageAttached' : 'mail.noImage')}</dd>
        <dt>{t('language')}</dt>
        <dd>{l.has(language) ? l(language) : testimonial.locale}</dd>
      </dl>
      <p role="status">
        <strong>{t(`status.${testimonial.status as TestimonialStatus}`)}</strong>
      </p>
      {done ? (
        <p>
          <a href={testimonialsHref}>{t('viewPage')}</a>
        </p>
      ) : (
        <form method="post" action={`/api/testimonials/moderate/?token=${token}`}>
          <input type="hidden" name="lang" value={lang} />
          <p>{t(`${decision}.question`)}</p>
          <button type="submit">{t(`${decision}.button`)}</button>
        </form>
      )}
    </StandalonePage>
  )
}
