'use client'
import { useTranslations } from 'next-intl'
import {
  defaultAlertFrequency,
  splitZones,
  ZonePicker,
  type ChosenZone,
  type ZonePickerTexts,
} from '@/features/demand-alerts'
import {
  ChoiceGroup,
  Checkbox,
  chosenValues,
  FieldGroup,
  RequiredMark,
  TextField,
} from '@/lib/forms/components/fields'
import { FieldError } from '@/lib/forms/components/field-error'
import { useField } from '@/lib/forms/components/form-context'
import { usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import formStyles from '@/lib/forms/components/forms.module.css'
import { personTitles } from '@/lib/forms/fields'
import type { FormValues } from '@/lib/forms/form-state'
import { submitDemandRegister } from './demand-register-actions'
import {
  demandArrayFields,
  demandGoals,
  demandRanges,
  demandRegisterSchema,
} from './demand-register-schemas'
import styles from './demand-register.module.css'
import { TypeBranchList, type TypeBranch } from './type-branch-list'

export type ZonePickerSetup = {
  texts: ZonePickerTexts
  /** The zones a link asked for (the list page's postal code), named as the picker names them. */
  initial: ChosenZone[]
  tilesUrl: string
  attribution: string
}

/** The alert's parts that come from the list search and its frequency, worded by the server. */
export type AlertSetup = {
  /** The list filters the form keeps but does not edit (demand-prefill.ts). */
  search: string
  /** Those filters in words. */
  summary: string[]
  keptFilters: string
  frequency: string
  frequencies: { value: string; label: string }[]
}

/** The property types as a tree of checkboxes: a root type also finds its subtypes. */
function TypeTree({ tree }: { tree: TypeBranch[] }) {
  const field = useField('types')
  const chosen = chosenValues(field)
  const box = (type: { id: number; name: string }) => (
    <label className={formStyles.option}>
      <input
        type="checkbox"
        name="types"
        value={type.id}
        defaultChecked={chosen.includes(String(type.id))}
        aria-invalid={field.error ? true : undefined}
      />
      {type.name}
    </label>
  )
  return (
    <FieldGroup field={field} required>
      <TypeBranchList tree={tree} option={box} className={styles.tree} />
    </FieldGroup>
  )
}

/**
 * The zone picker inside the form: the zones sent back with a refusal (also without JavaScript)
 * come first, else those a link asked for; the error shows under it like any field's.
 */
function ZoneField({ lang, setup }: { lang: string; setup: ZonePickerSetup }) {
  const field = useField('zones')
  const sent = splitZones(field.value)
  const initial =
    field.value === undefined
      ? setup.initial
      : sent.map(
          (token) => setup.initial.find((zone) => zone.token === token) ?? { token, label: token },
        )
  return (
    <div
      id={field.id}
      tabIndex={-1}
      className={styles.zones}
      data-invalid={field.error ? '' : undefined}
    >
      <ZonePicker
        lang={lang}
        texts={setup.texts}
        initial={initial}
        tilesUrl={setup.tilesUrl}
        attribution={setup.attribution}
        invalid={Boolean(field.error)}
        errorId={field.error ? field.errorId : undefined}
        labelSuffix={<RequiredMark required />}
      />
      <FieldError
        id={field.errorId}
        code={field.error}
        label={field.label}
        params={field.errorParams}
      />
    </div>
  )
}

/** The demand register / search alert (specification §1, §3 "Demand", decisions.md §7). */
export function DemandRegisterForm({
  locale,
  privacyHref,
  types,
  zones,
  defaultValues,
  alert,
}: {
  locale: string
  privacyHref: string
  types: TypeBranch[]
  zones: ZonePickerSetup
  /** A search carried over from a list page (goal, types, price, bedrooms). */
  defaultValues: FormValues
  alert: AlertSetup
}) {
  const t = useTranslations('forms')
  const d = useTranslations('demandRegister')
  const labels: Record<string, string> = {
    goal: d('goal'),
    ...Object.fromEntries(
      demandRanges.flatMap((range) => [
        [`${range}Min`, d(`min.${range}`)],
        [`${range}Max`, d(`max.${range}`)],
      ]),
    ),
    types: d('types'),
    zones: zones.texts.label,
    frequency: alert.frequency,
    ...usePersonLabels(),
    newsletter: t('fields.newsletter'),
  }
  return (
    <RequestForm
      action={submitDemandRegister}
      schema={demandRegisterSchema}
      arrayFields={demandArrayFields}
      labels={labels}
      submitLabel={d('submit')}
      hidden={{ locale, search: alert.search }}
      defaultValues={{ frequency: defaultAlertFrequency, ...defaultValues }}
    >
      <h3 className={styles.heading}>{d('searchHeading')}</h3>
      <ChoiceGroup
        name="goal"
        required
        inline
        options={demandGoals.map((goal) => ({ value: goal, label: d(`goals.${goal}`) }))}
      />
      <TypeTree tree={types} />
      <ZoneField lang={locale} setup={zones} />
      {demandRanges.map((range) => (
        <div key={range} className={styles.range}>
          <TextField name={`${range}Min`} inputMode="numeric" />
          <TextField name={`${range}Max`} inputMode="numeric" />
        </div>
      ))}
      {alert.summary.length > 0 && (
        <section aria-labelledby="demand-kept-filters">
          <h4 id="demand-kept-filters">{alert.keptFilters}</h4>
          <ul>
            {alert.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <ChoiceGroup name="frequency" required options={alert.frequencies} />
      <h3 className={styles.heading}>{d('personHeading')}</h3>
      <ChoiceGroup
        name="title"
        required
        inline
        options={personTitles.map((value) => ({ value, label: t(`titles.${value}`) }))}
      />
      <TextField name="firstName" required autoComplete="given-name" />
      <TextField name="lastName" required autoComplete="family-name" />
      <TextField name="email" type="email" required autoComplete="email" hint={d('emailHint')} />
      <TextField name="phone" type="tel" autoComplete="tel" />
      <Checkbox name="newsletter" />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
