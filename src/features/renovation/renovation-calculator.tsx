'use client'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { epcLabels, epcLabelsOf, epcLabelText } from '@/lib/belgium/epc'
import { isRegion, regions } from '@/lib/belgium/region'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import { AltchaField } from '@/lib/forms/components/altcha-field'
import { ChoiceGroup, SelectField, TextField } from '@/lib/forms/components/fields'
import { FormFrame } from '@/lib/forms/components/form-frame'
import { StepButtons, StepPanels, StepProgress } from '@/lib/forms/components/form-step-parts'
import { Honeypot } from '@/lib/forms/components/honeypot'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { useFormSteps } from '@/lib/forms/components/use-form-steps'
import { useRequestForm } from '@/lib/forms/components/use-request-form'
import type { FormState } from '@/lib/forms/form-state'
import { stepField } from '@/lib/forms/form-steps'
import formStyles from '@/lib/forms/components/forms.module.css'
import type { CalculatorState } from './renovation-calculator-actions'
import { submitRenovationCalculator } from './renovation-calculator-actions'
import {
  calculatorArrayFields,
  calculatorFieldErrors,
  calculatorSteps,
  renovationExpertSchema,
  resultStep,
} from './renovation-calculator-schemas'
import { EstimateView } from './estimate-view'
import { homeTypes, renovationWorks, surfaceLimits } from './renovation-input'
import styles from './renovation-calculator.module.css'

/** The estimate the server put in its answer (the kit's hook types its state as FormState). */
const estimateOf = (state: FormState) => (state as Partial<CalculatorState>).estimate ?? null

/**
 * The renovation-cost calculator (specification §2, issue 4) in four steps: the home, its EPC
 * label, the works, the estimate with the optional "have an expert call me". Every step's fields
 * stay in the form, so "previous" and "next" keep what was typed. "Next" is checked in the
 * browser with the step's schema, then posted: the server checks it again and, after the works,
 * computes the estimate; without JavaScript the same posts render each step.
 */
export function RenovationCalculator({
  locale,
  privacyHref,
  timeSlots,
}: {
  locale: Language
  privacyHref: string
  /** The configured call-back slots, e.g. '10:00-13:00' (decisions.md §4). */
  timeSlots: string[]
}) {
  const t = useTranslations('forms')
  const r = useTranslations('renovation')
  const c = useTranslations('renovationCalculator')
  const formId = useId().replace(/:/g, '')
  const form = useRequestForm({
    action: submitRenovationCalculator,
    schema: renovationExpertSchema,
    arrayFields: calculatorArrayFields,
    toFieldErrors: calculatorFieldErrors,
  })
  const { state, busy } = form
  // "Next" to the estimate is computed by the server, so every "next" posts.
  const { current, errors, onSubmit, headingRef } = useFormSteps(form, calculatorSteps, {
    nextOnServer: true,
  })
  const estimate = current === resultStep ? estimateOf(state) : null
  // Each server answer remounts the label list: a select, unlike inputs, does not take a new
  // default after its first render, and React resets the form to the defaults after an action.
  const [answers, setAnswers] = useState({ state, count: 0 })
  if (answers.state !== state) setAnswers({ state, count: answers.count + 1 })
  const [region, setRegion] = useState(() => {
    const value = state.values.region
    return isRegion(value) ? value : null
  })

  const labels = {
    homeType: r('fields.homeType'),
    surface: r('fields.surface'),
    region: r('fields.region'),
    currentLabel: r('fields.currentLabel'),
    works: r('fields.works'),
    ...usePersonLabels(),
    timeSlot: c('expert.timeSlot'),
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.name === 'region' && isRegion(target.value)) {
      setRegion(target.value)
    }
    form.onChange(event)
  }

  const labelOptions = (region ? epcLabelsOf(region) : epcLabels).map((label) => ({
    value: label,
    label: epcLabelText(label),
  }))

  const steps: { title: string; content: ReactNode }[] = [
    {
      title: r('steps.home'),
      content: (
        <>
          <ChoiceGroup
            name="homeType"
            required
            options={homeTypes.map((value) => ({ value, label: r(`homeTypes.${value}`) }))}
          />
          <TextField
            name="surface"
            required
            inputMode="numeric"
            hint={c('surfaceHint', {
              min: formatNumber(surfaceLimits.min),
              max: formatNumber(surfaceLimits.max),
            })}
          />
        </>
      ),
    },
    {
      title: r('steps.energy'),
      content: (
        <>
          <ChoiceGroup
            name="region"
            required
            inline
            options={regions.map((value) => ({ value, label: r(`regions.${value}`) }))}
          />
          <SelectField
            key={answers.count}
            name="currentLabel"
            required
            placeholder={t('choose')}
            options={labelOptions}
          />
          <p className={formStyles.hint}>{c('labelHint')}</p>
        </>
      ),
    },
    {
      title: r('steps.works'),
      content: (
        <ChoiceGroup
          name="works"
          required
          multiple
          options={renovationWorks.map((value) => ({ value, label: r(`works.${value}`) }))}
        />
      ),
    },
    {
      title: r('steps.estimate'),
      content: (
        <>
          {estimate && <EstimateView estimate={estimate} lang={locale} />}
          <fieldset className={styles.expert}>
            <legend>{c('expert.title')}</legend>
            <p className={formStyles.hint}>{c('expert.intro')}</p>
            <PersonFields />
            <ChoiceGroup
              name="timeSlot"
              inline
              options={timeSlots.map((slot) => ({ value: slot, label: slot.replace('-', '–') }))}
            />
            <PrivacyNote href={privacyHref} />
          </fieldset>
        </>
      ),
    },
  ]

  return (
    <FormFrame
      form={form}
      formId={formId}
      errors={errors}
      values={state.values}
      labels={labels}
      onSubmit={onSubmit}
      onChange={onChange}
      hidden={{ locale }}
      top={<StepProgress steps={steps} current={current} label={t('steps.progress')} />}
    >
      <input type="hidden" name={stepField} value={current} />
      <StepPanels
        steps={steps}
        current={current}
        headingRef={headingRef}
        heading={(index, step) =>
          t('steps.heading', { current: index + 1, total: steps.length, title: step.title })
        }
      />
      <Honeypot />
      {current === resultStep && <AltchaField />}
      <StepButtons
        current={current}
        last={resultStep}
        busy={busy}
        labels={{
          next: current === resultStep - 1 ? c('calculate') : t('steps.next'),
          previous: t('steps.previous'),
          submit: c('expert.submit'),
          sending: t('sending'),
        }}
      />
    </FormFrame>
  )
}
