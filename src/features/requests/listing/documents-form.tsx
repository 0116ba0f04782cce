'use client'
import { useTranslations } from 'next-intl'
import { ChoiceGroup, TextArea } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitDocuments } from './listing-actions'
import type { DocumentKind } from './listing-documents'
import { documentsSchema } from './listing-request-schemas'
import styles from './listing-requests.module.css'

/** Request documents about a property: the ones its region and type come with. */
export function DocumentsForm({
  id,
  locale,
  propertyId,
  privacyHref,
  documents,
}: {
  id: string
  locale: string
  propertyId: number
  privacyHref: string
  documents: DocumentKind[]
}) {
  const t = useTranslations('forms')
  const l = useTranslations('listingForms')
  const labels = {
    ...usePersonLabels(),
    documents: l('documents.which'),
    remark: t('fields.remark'),
  }
  return (
    <RequestForm
      id={id}
      action={submitDocuments}
      schema={documentsSchema}
      arrayFields={['documents']}
      labels={labels}
      submitLabel={l('documents.submit')}
      hidden={{ locale, propertyId: String(propertyId) }}
      // Specification §8: this form's failure reads "error requesting documents".
      formErrorMessages={{ failed: l('documents.failed') }}
      disclosure={{ summary: l('documents.title'), className: styles.disclosure }}
    >
      <p className={styles.note}>{l('documents.intro')}</p>
      <ChoiceGroup
        name="documents"
        multiple
        required
        options={documents.map((kind) => ({ value: kind, label: l(`documents.kinds.${kind}`) }))}
      />
      <PersonFields />
      <TextArea name="remark" rows={3} />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
