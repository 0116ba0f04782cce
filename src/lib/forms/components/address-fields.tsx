'use client'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { TextField } from './fields'
import styles from './forms.module.css'

/**
 * The address of addressSchema: street, house number and box, postal code and town, then the
 * country field the form asks for (free text or a list).
 */
export function AddressFields({ country }: { country: ReactNode }) {
  return (
    <>
      <TextField name="street" required autoComplete="address-line1" />
      <div className={styles.pair}>
        <TextField name="houseNumber" required />
        <TextField name="box" />
      </div>
      <div className={styles.pair}>
        <TextField name="zip" required autoComplete="postal-code" />
        <TextField name="city" required autoComplete="address-level2" />
      </div>
      {country}
    </>
  )
}

/** The labels of AddressFields, for the form's `labels`. */
export function useAddressLabels() {
  const t = useTranslations('forms.fields')
  return {
    street: t('street'),
    houseNumber: t('houseNumber'),
    box: t('box'),
    zip: t('zip'),
    city: t('city'),
    country: t('country'),
  }
}
