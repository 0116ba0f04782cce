'use client'
import { useTranslations } from 'next-intl'
import {
  ChoiceGroup,
  SelectField,
  TextArea,
  TextField,
  type Option,
} from '@/lib/forms/components/fields'
import { AddressFields, useAddressLabels } from '@/lib/forms/components/address-fields'
import { MultiStepRequestForm } from '@/lib/forms/components/multi-step-request-form'
import { Checkbox } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { submitFreeValuation } from './valuation-actions'
import {
  addressStepSchema,
  personStepSchema,
  propertyConditions,
  propertyStepSchema,
  valuationGoals,
  valuationSchema,
} from './valuation-schemas'

/** The free valuation in three steps: the property, its address, the owner. */
export function ValuationForm({
  locale,
  privacyHref,
  propertyTypes,
  countries,
}: {
  locale: string
  privacyHref: string
  /** The root property types (property_types), labelled in the page language. */
  propertyTypes: Option[]
  countries: Option[]
}) {
  const t = useTranslations('forms')
  const v = useTranslations('valuationForm')
  const labels = {
    propertyType: t('fields.propertyType'),
    bedrooms: v('bedrooms'),
    livingArea: v('livingArea'),
    condition: v('condition'),
    goal: v('goal'),
    remark: t('fields.remark'),
    ...useAddressLabels(),
    ...usePersonLabels(),
    newsletter: t('fields.newsletter'),
  }
  return (
    <MultiStepRequestForm
      action={submitFreeValuation}
      schema={valuationSchema}
      labels={labels}
      submitLabel={v('submit')}
      hidden={{ locale }}
      defaultValues={{ country: 'BE' }}
      steps={[
        {
          title: v('steps.property'),
          schema: propertyStepSchema,
          content: (
            <>
              <SelectField
                name="propertyType"
                required
                placeholder={t('choose')}
                options={propertyTypes}
              />
              <TextField name="bedrooms" inputMode="numeric" />
              <TextField name="livingArea" inputMode="numeric" />
              <SelectField
                name="condition"
                placeholder={t('choose')}
                options={propertyConditions.map((value) => ({
                  value,
                  label: v(`conditions.${value}`),
                }))}
              />
              <ChoiceGroup
                name="goal"
                required
                options={valuationGoals.map((value) => ({ value, label: t(`goals.${value}`) }))}
              />
              <TextArea name="remark" rows={4} />
            </>
          ),
        },
        {
          title: v('steps.address'),
          schema: addressStepSchema,
          content: (
            <>
              <AddressFields
                country={
                  <SelectField
                    name="country"
                    required
                    placeholder={t('choose')}
                    options={countries}
                  />
                }
              />
            </>
          ),
        },
        {
          title: v('steps.person'),
          schema: personStepSchema,
          content: (
            <>
              <PersonFields />
              <Checkbox name="newsletter" />
              <PrivacyNote href={privacyHref} />
            </>
          ),
        },
      ]}
    />
  )
}
