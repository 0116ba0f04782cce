'use client'
import { useTranslations } from 'next-intl'
import { Checkbox, SelectField, TextArea } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitSiteContact } from './contact-actions'
import { goals, siteContactSchema } from './contact-schemas'

export function SiteContactForm({ locale, privacyHref }: { locale: string; privacyHref: string }) {
  const t = useTranslations('forms')
  const c = useTranslations('contactForms')
  const labels = {
    ...usePersonLabels(),
    goal: t('fields.goal'),
    remark: t('fields.remark'),
    newsletter: t('fields.newsletter'),
  }
  return (
    <RequestForm
      action={submitSiteContact}
      schema={siteContactSchema}
      labels={labels}
      submitLabel={c('send')}
      hidden={{ locale }}
    >
      <PersonFields />
      <SelectField
        name="goal"
        required
        placeholder={t('choose')}
        options={goals.map((goal) => ({ value: goal, label: t(`goals.${goal}`) }))}
      />
      <TextArea name="remark" />
      <Checkbox name="newsletter" />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
