'use client'
import { useTranslations } from 'next-intl'
import { TextArea } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import type { AppointmentTarget } from './availability'
import { submitBooking } from './booking-actions'
import { bookingSchema } from './booking-schema'
import { SlotPickerField } from './slot-picker-field'
import type { SlotPickerModel } from './slot-picker-model'
import styles from './booking.module.css'

/**
 * Books a visit on one of the listing's slots: the picker by day then time, the person, a remark.
 * The model comes from the server and is read again after a refused booking, so a slot taken
 * meanwhile shows as full while everything typed stays.
 */
export function BookingForm({
  id,
  locale,
  target,
  privacyHref,
  model,
}: {
  id: string
  locale: string
  target: AppointmentTarget
  privacyHref: string
  model: SlotPickerModel
}) {
  const t = useTranslations('forms')
  const b = useTranslations('booking')
  const labels = {
    slotId: b('slot'),
    ...usePersonLabels(),
    remark: t('fields.remark'),
  }
  const listing: Record<string, string> =
    'propertyId' in target
      ? { propertyId: String(target.propertyId) }
      : { projectId: String(target.projectId) }
  return (
    <RequestForm
      id={id}
      action={submitBooking}
      schema={bookingSchema}
      labels={labels}
      submitLabel={b('submit')}
      hidden={{ locale, ...listing }}
      // Specification §8: "appointments are full", and this form's "mail not sent, try again".
      formErrorMessages={{ full: b('full'), failed: b('failed') }}
    >
      <p className={styles.intro}>{b('intro')}</p>
      <SlotPickerField name="slotId" model={model} />
      <PersonFields />
      <TextArea name="remark" rows={3} />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
