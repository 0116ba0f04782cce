'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import type { Language } from '@/lib/i18n/languages'
import { AddressFields, useAddressLabels } from '@/lib/forms/components/address-fields'
import { Checkbox, TextArea, TextField } from '@/lib/forms/components/fields'
import { useField } from '@/lib/forms/components/form-context'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { AmountInWordsFields } from './amount-in-words-fields'
import { parseAmount } from './amount-words'
import { submitPurchaseOffer } from './offer-actions'
import { advanceCents, formatCents, offerSchema } from './offer-schemas'
import formStyles from '@/lib/forms/components/forms.module.css'
import styles from './offer-form.module.css'

/**
 * The purchase offer (specification §3): the amount in figures and words, how long the offer
 * stands, where and when it is signed, its conditions, the buyer and an optional second buyer,
 * with the 10 % advance of §9 shown before the buyer confirms having read it.
 */
export function OfferForm({
  id,
  locale,
  propertyId,
  privacyHref,
  today,
  country,
  disclosureClassName,
}: {
  id: string
  locale: Language
  propertyId: number
  privacyHref: string
  /** Today in Belgium (YYYY-MM-DD): the sign date's starting value. */
  today: string
  /** The buyer's country's starting value, in the page language. */
  country: string
  disclosureClassName?: string
}) {
  const o = useTranslations('offerForm')
  const [typedAmount, setTypedAmount] = useState<string | null>(null)
  const a = useTranslations('offerAmount')
  const labels = {
    amount: a('amount'),
    amountInWords: a('words'),
    validFrom: o('validFrom'),
    validUntil: o('validUntil'),
    place: o('place'),
    signDate: o('signDate'),
    financing: o('financing'),
    conditions: o('conditions'),
    ...usePersonLabels(),
    ...useAddressLabels(),
    'personB.title': o('personB.title'),
    'personB.firstName': o('personB.firstName'),
    'personB.lastName': o('personB.lastName'),
    'personB.email': o('personB.email'),
    'personB.phone': o('personB.phone'),
    advance: o('advance'),
  }
  return (
    <RequestForm
      id={id}
      action={submitPurchaseOffer}
      schema={offerSchema}
      labels={labels}
      submitLabel={o('submit')}
      hidden={{ locale, propertyId: String(propertyId) }}
      defaultValues={{ signDate: today, country }}
      disclosure={{ summary: o('title'), className: disclosureClassName }}
    >
      <p className={styles.note}>{o('intro')}</p>
      <fieldset className={styles.part}>
        <legend>{o('amountLegend')}</legend>
        <AmountInWordsFields language={locale} onAmountTyped={setTypedAmount} />
      </fieldset>
      <fieldset className={styles.part} aria-describedby={`${id}-validity-hint`}>
        <legend>{o('validityLegend')}</legend>
        <p id={`${id}-validity-hint`} className={styles.note}>
          {o('validityHint')}
        </p>
        <div className={formStyles.pair}>
          <TextField name="validFrom" type="date" required />
          <TextField name="validUntil" type="date" required />
        </div>
      </fieldset>
      <fieldset className={styles.part}>
        <legend>{o('signingLegend')}</legend>
        <div className={formStyles.pair}>
          <TextField name="place" required autoComplete="address-level2" />
          <TextField name="signDate" type="date" required />
        </div>
        <Checkbox name="financing" />
        <TextArea name="conditions" rows={3} hint={o('conditionsHint')} />
      </fieldset>
      <fieldset className={styles.part}>
        <legend>{o('buyerA')}</legend>
        <PersonFields />
        <AddressFields
          country={<TextField name="country" required autoComplete="country-name" />}
        />
      </fieldset>
      <fieldset className={styles.part} aria-describedby={`${id}-buyer-b-hint`}>
        <legend>{o('buyerB')}</legend>
        <p id={`${id}-buyer-b-hint`} className={styles.note}>
          {o('buyerBHint')}
        </p>
        <PersonFields prefix="personB." optional />
      </fieldset>
      <div className={styles.advance}>
        <p className={styles.advanceTitle}>{o('advanceTitle')}</p>
        <p>{o('advanceText')}</p>
        <AdvanceAmount typed={typedAmount} />
        <p>{o('binding')}</p>
      </div>
      <Checkbox name="advance" required />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}

/** The advance for the amount in the figures field, as typed or as the server echoed it. */
function AdvanceAmount({ typed }: { typed: string | null }) {
  const o = useTranslations('offerForm')
  const submitted = useField('amount').value
  const cents = parseAmount(typed ?? (typeof submitted === 'string' ? submitted : ''))
  if (cents === null) return null
  return (
    <p>
      {o('advanceAmount', {
        amount: formatCents(cents),
        advance: formatCents(advanceCents(cents)),
      })}
    </p>
  )
}
