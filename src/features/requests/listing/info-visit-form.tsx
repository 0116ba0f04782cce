'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { ChoiceGroup, TextArea } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitInfoVisit } from './listing-actions'
import { infoVisitSchema, listingRequests, visitDays } from './listing-request-schemas'
import styles from './listing-requests.module.css'

/**
 * "Request info" or "request a visit" about a property. The visit preferences show until the
 * visitor chooses information (without JavaScript they always show); a sold or rented property
 * offers information only.
 */
export function InfoVisitForm({
  id,
  locale,
  propertyId,
  privacyHref,
  timeSlots,
  visits,
}: {
  id: string
  locale: string
  propertyId: number
  privacyHref: string
  /** The configured time slots, e.g. '10:00-13:00' (decisions.md §4). */
  timeSlots: string[]
  visits: boolean
}) {
  const t = useTranslations('forms')
  const l = useTranslations('listingForms')
  const [request, setRequest] = useState<string | null>(null)
  const labels = {
    ...usePersonLabels(),
    request: l('contact.request'),
    days: l('contact.days'),
    moments: l('contact.moments'),
    remark: t('fields.remark'),
  }
  const showVisit = visits && request !== 'info'
  return (
    <RequestForm
      id={id}
      action={submitInfoVisit}
      schema={infoVisitSchema}
      arrayFields={['days', 'moments']}
      labels={labels}
      submitLabel={l('contact.submit')}
      hidden={{
        locale,
        propertyId: String(propertyId),
        ...(visits ? {} : { request: 'info' }),
      }}
    >
      {visits && (
        <div
          onChange={(event) => {
            const input = event.target as HTMLInputElement
            if (input.name === 'request') setRequest(input.value)
          }}
        >
          <ChoiceGroup
            name="request"
            required
            options={listingRequests.map((value) => ({
              value,
              label: l(`contact.requests.${value}`),
            }))}
          />
        </div>
      )}
      {showVisit && (
        <div className={styles.visit}>
          <p className={styles.note}>{l('contact.visitNote')}</p>
          <ChoiceGroup
            name="days"
            multiple
            inline
            required={request === 'visit'}
            options={visitDays.map((day) => ({ value: day, label: l(`weekdays.${day}`) }))}
          />
          <ChoiceGroup
            name="moments"
            multiple
            inline
            options={timeSlots.map((slot) => ({ value: slot, label: slot.replace('-', '–') }))}
          />
        </div>
      )}
      <TextArea name="remark" rows={4} />
      <PersonFields />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
