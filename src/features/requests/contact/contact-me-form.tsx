'use client'
import { useTranslations } from 'next-intl'
import { ChoiceGroup, TextArea } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitContactMe } from './contact-actions'
import { contactMeSchema, contactPreferences } from './contact-schemas'

export function ContactMeForm({
  locale,
  privacyHref,
  timeSlots,
}: {
  locale: string
  privacyHref: string
  /** The configured call-back slots, e.g. '10:00-13:00' (decisions.md §4). */
  timeSlots: string[]
}) {
  const t = useTranslations('forms')
  const c = useTranslations('contactForms')
  const labels = {
    ...usePersonLabels(),
    contactPreference: c('contactPreference'),
    timeSlot: c('timeSlot'),
    remark: t('fields.remark'),
  }
  return (
    <RequestForm
      action={submitContactMe}
      schema={contactMeSchema}
      labels={labels}
      submitLabel={c('callMeBack')}
      hidden={{ locale }}
    >
      <PersonFields />
      <ChoiceGroup
        name="contactPreference"
        required
        inline
        options={contactPreferences.map((value) => ({
          value,
          label: c(`preferences.${value}`),
        }))}
      />
      <ChoiceGroup
        name="timeSlot"
        inline
        options={timeSlots.map((slot) => ({ value: slot, label: slot.replace('-', '–') }))}
      />
      <TextArea name="remark" rows={3} />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
