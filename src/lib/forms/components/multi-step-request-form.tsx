'use client'
import { useId, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import type { z } from '@/lib/zod'
import { stepField } from '@/lib/forms/form-steps'
import { AltchaField } from './altcha-field'
import { FormFrame } from './form-frame'
import { StepButtons, StepPanels, StepProgress } from './form-step-parts'
import { Honeypot } from './honeypot'
import type { RequestFormProps } from './request-form'
import { useFormSteps } from './use-form-steps'
import { useRequestForm } from './use-request-form'

export type FormStep = {
  title: string
  /** This step's part of the form's schema (the same one the server checks the step with). */
  schema: z.ZodObject
  content: ReactNode
}

type Props = Omit<RequestFormProps, 'children' | 'deferCaptcha'> & {
  steps: FormStep[]
  /** The level of the step headings, one below the heading the form sits under. */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/**
 * A RequestForm in steps (specification §2: "multi-step forms have next and previous steps").
 * Every step's fields are in the form, the steps not shown are hidden, so "previous" and "next"
 * keep what was typed. Without JavaScript each button posts the whole form and the server action
 * (navigateSteps) checks the step and answers with the step to show; with it the browser checks
 * the step with the same schema and switches at once, moving focus to the step's heading.
 */
export function MultiStepRequestForm({
  steps,
  headingLevel,
  labels,
  submitLabel,
  hidden = {},
  defaultValues = {},
  formErrorMessages,
  className,
  ...options
}: Props) {
  const t = useTranslations('forms')
  const formId = useId().replace(/:/g, '')
  const form = useRequestForm(options)
  const { state, busy, onChange } = form
  const { current, last, errors, onSubmit, headingRef } = useFormSteps(
    form,
    steps.map((step) => step.schema),
  )

  return (
    <FormFrame
      form={form}
      formId={formId}
      errors={errors}
      values={{ ...defaultValues, ...state.values }}
      labels={labels}
      onSubmit={onSubmit}
      onChange={onChange}
      className={className}
      formErrorMessages={formErrorMessages}
      hidden={hidden}
      top={<StepProgress steps={steps} current={current} label={t('steps.progress')} />}
    >
      <input type="hidden" name={stepField} value={current} />
      <StepPanels
        steps={steps}
        current={current}
        headingRef={headingRef}
        headingLevel={headingLevel}
        heading={(index, step) =>
          t('steps.heading', { current: index + 1, total: steps.length, title: step.title })
        }
      />
      <Honeypot />
      <div hidden={current !== last}>
        <AltchaField />
      </div>
      <StepButtons
        current={current}
        last={last}
        busy={busy}
        labels={{
          next: t('steps.next'),
          previous: t('steps.previous'),
          submit: submitLabel,
          sending: t('sending'),
        }}
      />
    </FormFrame>
  )
}
