import type { ReactNode } from 'react'
import { alertSearchFilters, parseAlertSearch } from '@/features/demand-alerts'
import { alertSearchSummary } from '@/features/demand-alerts/server'
import {
  TypeBranchList,
  type TypeBranch,
} from '@/features/requests/demand-register/type-branch-list'
import formStyles from '@/lib/forms/components/forms.module.css'
import type { Translator } from '@/lib/i18n/server-translator'
import type { AlertCriteria } from '@/features/demand-alerts/manage-alert'

/** The stored alert: its own criteria and the list search it keeps. */
type Demand = Omit<AlertCriteria, 'keep'> & { search: string }

type Props = {
  action: string
  lang: string
  demand: Demand
  types: TypeBranch[]
  /** The refused post's first problem per field, as the route sent it back. */
  errors: Record<string, string>
  /** The zones a refused post did not know, named in the message. */
  unknownZones: string
  t: Translator
}

const rangeInputs = [
  ['priceMin', 'demandRegister.min.price'],
  ['priceMax', 'demandRegister.max.price'],
  ['bedroomsMin', 'demandRegister.min.bedrooms'],
  ['bedroomsMax', 'demandRegister.max.bedrooms'],
] as const

/**
 * The alert's own criteria as a plain form (no script, like the rest of the page): the register
 * form's type tree, price and bedroom ranges, the zones as the picker's typed field, and a
 * checkbox per list filter kept from the search, unticked to drop it. Posted with intent
 * "criteria"; a refusal comes back with each field's error under it.
 */
export function AlertCriteriaForm({ action, lang, demand, types, errors, unknownZones, t }: Props) {
  const errorOf = (field: string, label: string): ReactNode => {
    const code = errors[field]
    if (!code) return null
    const text = t.has(`forms.errors.${code}` as never)
      ? t(`forms.errors.${code}` as 'forms.errors.invalid', { field: label, zones: unknownZones })
      : t('forms.errors.invalid', { field: label })
    return (
      <p id={`criteria-${field}-error`} className={formStyles.error}>
        {text}
      </p>
    )
  }
  const invalid = (field: string) =>
    errors[field]
      ? { 'aria-invalid': true, 'aria-describedby': `criteria-${field}-error` }
      : undefined
  const filters = alertSearchFilters(demand.search)
  const box = (type: { id: number; name: string }) => (
    <label className={formStyles.option}>
      <input
        type="checkbox"
        name="types"
        value={type.id}
        defaultChecked={demand.typeIds.includes(type.id)}
        {...invalid('types')}
      />
      {type.name}
    </label>
  )
  const typesLabel = t('demandRegister.types')
  const zonesLabel = t('demandAlerts.zones.label')
  return (
    <form method="post" action={action} className={formStyles.form} noValidate>
      <input type="hidden" name="lang" value={lang} />
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={formStyles.error}>
          {t('demandAlerts.manage.criteriaRefused')}
        </p>
      )}
      <fieldset className={formStyles.group}>
        <legend>{typesLabel}</legend>
        {errorOf('types', typesLabel)}
        <TypeBranchList tree={types} option={box} className={formStyles.options} />
      </fieldset>
      {rangeInputs.map(([field, labelKey]) => (
        <div key={field} className={formStyles.field}>
          <label htmlFor={`criteria-${field}`}>{t(labelKey)}</label>
          <input
            id={`criteria-${field}`}
            name={field}
            type="text"
            inputMode="numeric"
            defaultValue={demand[field] ?? ''}
            {...invalid(field)}
          />
          {errorOf(field, t(labelKey))}
        </div>
      ))}
      <div className={formStyles.field}>
        <label htmlFor="criteria-zones">{zonesLabel}</label>
        <input
          id="criteria-zones"
          name="zones"
          type="text"
          autoComplete="off"
          defaultValue={demand.zips.join(', ')}
          aria-describedby={
            errors.zones ? 'criteria-zones-hint criteria-zones-error' : 'criteria-zones-hint'
          }
          aria-invalid={errors.zones ? true : undefined}
        />
        <p id="criteria-zones-hint" className={formStyles.hint}>
          {t('demandAlerts.zones.typedHint')}
        </p>
        {errorOf('zones', zonesLabel)}
      </div>
      {filters.length > 0 && (
        <fieldset className={formStyles.group}>
          <legend>{t('demandAlerts.form.keptFilters')}</legend>
          <p className={formStyles.hint}>{t('demandAlerts.manage.keptHint')}</p>
          {filters.map((filter) => (
            <label key={filter.key} className={formStyles.option}>
              <input type="checkbox" name="keep" value={filter.key} defaultChecked />
              {alertSearchSummary(parseAlertSearch(filter.query), t).join('; ') || filter.key}
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" name="intent" value="criteria">
        {t('demandAlerts.manage.saveCriteria')}
      </button>
    </form>
  )
}
