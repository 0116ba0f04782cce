'use client'
import { useTranslations } from 'next-intl'
import { formatNumber } from '@/lib/format/number-format'
import { FileField, TextArea, TextField } from '@/lib/forms/components/fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitTestimonial } from './testimonial-actions'
import { maxImageMegabytes } from './image-limits'
import { imageTypes, testimonialSchema } from './testimonial-schema'

export function TestimonialForm({ locale, privacyHref }: { locale: string; privacyHref: string }) {
  const t = useTranslations('testimonialForm')
  const labels = {
    name: t('name'),
    email: t('email'),
    comment: t('comment'),
    aboutYou: t('aboutYou'),
    website: t('website'),
    image: t('image'),
  }
  return (
    <RequestForm
      action={submitTestimonial}
      schema={testimonialSchema}
      fileFields={['image']}
      labels={labels}
      submitLabel={t('submit')}
      hidden={{ locale }}
      formErrorMessages={{ failed: t('notSent') }}
    >
      <TextField name="name" required autoComplete="name" />
      <TextField name="email" type="email" required autoComplete="email" hint={t('emailHint')} />
      <TextArea name="comment" required rows={6} />
      <TextField name="aboutYou" hint={t('aboutYouHint')} />
      <TextField name="website" type="url" autoComplete="url" hint={t('websiteHint')} />
      <FileField
        name="image"
        accept={imageTypes.join(',')}
        hint={t('imageHint', { megabytes: formatNumber(maxImageMegabytes) })}
      />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
