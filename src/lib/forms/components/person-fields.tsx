'use client'
import { useTranslations } from 'next-intl'
import { personTitles } from '@/lib/forms/fields'
import { ChoiceGroup, TextField } from './fields'

/**
 * Specification §3 "Person". `prefix` names a second person (`personB.`) of the same form. The
 * labels come from the form's `labels`, built with `personLabels`.
 */
export function PersonFields({ prefix = '', optional }: { prefix?: string; optional?: boolean }) {
  const t = useTranslations('forms')
  const required = !optional
  return (
    <>
      <ChoiceGroup
        name={`${prefix}title`}
        required={required}
        inline
        options={personTitles.map((value) => ({ value, label: t(`titles.${value}`) }))}
      />
      <TextField name={`${prefix}firstName`} required={required} autoComplete="given-name" />
      <TextField name={`${prefix}lastName`} required={required} autoComplete="family-name" />
      <TextField name={`${prefix}email`} type="email" required={required} autoComplete="email" />
      <TextField name={`${prefix}phone`} type="tel" required={required} autoComplete="tel" />
    </>
  )
}

/** The labels of PersonFields, for the form's `labels`. */
export function usePersonLabels(prefix = '') {
  const t = useTranslations('forms.fields')
  return {
    [`${prefix}title`]: t('title'),
    [`${prefix}firstName`]: t('firstName'),
    [`${prefix}lastName`]: t('lastName'),
    [`${prefix}email`]: t('email'),
    [`${prefix}phone`]: t('phone'),
  }
}
