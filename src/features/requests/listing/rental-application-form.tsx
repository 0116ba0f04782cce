'use client'
import { useTranslations } from 'next-intl'
import {
  Checkbox,
  ChoiceGroup,
  SelectField,
  TextArea,
  TextField,
} from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitRentalApplication } from './listing-actions'
import { adultCounts, petAnswers, rentalApplicationSchema } from './listing-request-schemas'
import styles from './listing-requests.module.css'

/**
 * Rental application (specification §3): household, pets, move, incomes and the person, with the
 * landlord's conditions of §9 shown before the applicant confirms them.
 */
export function RentalApplicationForm({
  id,
  locale,
  propertyId,
  privacyHref,
  conditions,
}: {
  id: string
  locale: string
  propertyId: number
  privacyHref: string
  /** The conditions text, one sentence per entry, as the e-mails repeat it. */
  conditions: string[]
}) {
  const t = useTranslations('forms')
  const l = useTranslations('listingForms')
  const labels = {
    adults: l('rental.adults'),
    childrenAges: l('rental.childrenAges'),
    pets: l('rental.pets'),
    petsWhich: l('rental.petsWhich'),
    movingDate: l('rental.movingDate'),
    movingReason: l('rental.movingReason'),
    income1: l('rental.income1'),
    income2: l('rental.income2'),
    ...usePersonLabels(),
    remark: t('fields.remark'),
    confirm: l('rental.confirm'),
  }
  return (
    <RequestForm
      id={id}
      action={submitRentalApplication}
      schema={rentalApplicationSchema}
      labels={labels}
      submitLabel={l('rental.submit')}
      hidden={{ locale, propertyId: String(propertyId) }}
      disclosure={{ summary: l('rental.title'), className: styles.disclosure }}
    >
      <p className={styles.note}>{l('rental.intro')}</p>
      <SelectField
        name="adults"
        required
        placeholder={t('choose')}
        options={adultCounts.map((count) => ({ value: count, label: count }))}
      />
      <TextField name="childrenAges" hint={l('rental.childrenAgesHint')} inputMode="numeric" />
      <ChoiceGroup
        name="pets"
        required
        inline
        options={petAnswers.map((answer) => ({ value: answer, label: l(answer) }))}
      />
      <TextField name="petsWhich" />
      <TextField name="movingDate" type="date" required />
      <TextArea name="movingReason" rows={2} />
      <TextField name="income1" required inputMode="numeric" />
      <TextField name="income2" inputMode="numeric" />
      <PersonFields />
      <TextArea name="remark" rows={3} />
      <div className={styles.conditions}>
        <p className={styles.conditionsTitle}>{l('rental.conditions')}</p>
        <ul>
          {conditions.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </div>
      <Checkbox name="confirm" required />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
