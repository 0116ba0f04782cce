'use client'
import { useTranslations } from 'next-intl'
import { Checkbox, TextField } from '@/lib/forms/components/fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitNewsletter } from './newsletter-actions'
import { newsletterSchema } from './newsletter-schema'
import styles from './newsletter.module.css'

/**
 * The footer's sign-up, on every page: its code comes when the visitor reaches the footer
 * (deferred-forms.tsx), its proof of work only once the visitor turns to it, so a visitor who
 * scrolls down does not compute a proof.
 */
export function NewsletterForm({
  locale,
  agency,
  privacyHref,
}: {
  locale: string
  agency: string
  privacyHref: string
}) {
  const t = useTranslations('newsletter')
  const f = useTranslations('forms.fields')
  return (
    <RequestForm
      action={submitNewsletter}
      schema={newsletterSchema}
      labels={{ email: f('email'), consent: t('consentLabel') }}
      submitLabel={t('subscribe')}
      hidden={{ locale }}
      deferCaptcha
      className={styles.form}
    >
      <TextField name="email" type="email" required autoComplete="email" />
      <Checkbox name="consent" required>
        {t('consent', { agency })}
      </Checkbox>
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
