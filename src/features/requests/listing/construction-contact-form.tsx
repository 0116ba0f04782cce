'use client'
import { useTranslations } from 'next-intl'
import { SelectField, TextArea, type Option } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitConstructionContact } from './listing-actions'
import { constructionContactSchema } from './listing-request-schemas'

/** Construction contact about a new-build project, optionally about a unit still on offer. */
export function ConstructionContactForm({
  id,
  locale,
  projectId,
  privacyHref,
  units,
}: {
  id: string
  locale: string
  projectId: number
  privacyHref: string
  /** The units of the price list not sold yet, labelled with their facts. */
  units: Option[]
}) {
  const t = useTranslations('forms')
  const l = useTranslations('listingForms.construction')
  const labels = { unitId: l('unit'), remark: t('fields.remark'), ...usePersonLabels() }
  return (
    <RequestForm
      id={id}
      action={submitConstructionContact}
      schema={constructionContactSchema}
      labels={labels}
      submitLabel={l('submit')}
      hidden={{ locale, projectId: String(projectId) }}
    >
      {units.length > 0 && <SelectField name="unitId" placeholder={l('anyUnit')} options={units} />}
      <TextArea name="remark" rows={4} />
      <PersonFields />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
