import type { Language } from '@/lib/i18n/languages'
import { epcLabels, epcLabelText, type EpcLabel } from '@/lib/belgium/epc'
import { dateFormat } from '@/lib/format/date-format'
import { formatNumber, parseNumber } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import type { FieldDefinition } from './sections'

/** A message lookup under catalogue.detail with a dynamic key (next-intl's `t` and `t.has`). */
export type DetailTexts = {
  t: (key: string, values?: Record<string, string | number>) => string
  has: (key: string) => boolean
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const safeKey = /^[A-Za-z0-9_-]{1,64}$/

/** An ISO date (YYYY-MM-DD) written out in the language: '24 September 2030'. */
export function formatDate(value: string, lang: Language): string {
  if (!isoDate.test(value)) return value
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return dateFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** A CRM key ('gas', 'half-open') in the visitor's language; the key itself when unknown. */
export function translateKey(texts: DetailTexts, group: string, value: string): string {
  const key = value.trim()
  if (safeKey.test(key) && texts.has(`values.${group}.${key}`)) {
    return texts.t(`values.${group}.${key}`)
  }
  return key
}

/** An EPC label as written on the label: 'd_sub' → 'D-'; an unknown label in capitals. */
export function epcText(value: string): string {
  const label = value.trim().toLowerCase()
  return (epcLabels as readonly string[]).includes(label)
    ? epcLabelText(label as EpcLabel)
    : value.trim().toUpperCase()
}

/** A field's value as the detail page writes it; '' when it cannot be written. */
export function formatFieldValue(
  definition: FieldDefinition,
  value: unknown,
  { lang, texts }: { lang: Language; texts: DetailTexts },
): string {
  const number = parseNumber(value)
  const numeric = (options?: Intl.NumberFormatOptions) => formatNumber(number, options)
  const unit = (key: string) =>
    number === null ? '' : texts.t(`units.${key}`, { value: numeric({ maximumFractionDigits: 2 }) })
  switch (definition.format) {
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
    case 'count':
      return number === null ? '' : numeric({ maximumFractionDigits: 0 })
    case 'year':
      return number === null ? '' : String(Math.trunc(number))
    case 'area':
      return unit('area')
    case 'length':
      return unit('length')
    case 'energy':
      return unit('energy')
    case 'energyTotal':
      return unit('energyTotal')
    case 'co2':
      return unit('co2')
    case 'score':
      return number === null
        ? ''
        : texts.t('units.score', { value: numeric({ maximumFractionDigits: 1 }) })
    case 'eLevel':
      return number === null ? '' : `E${Math.trunc(number)}`
    case 'age':
      return number === null ? '' : texts.t('units.age', { value: Math.trunc(number) })
    case 'years':
      return number === null ? '' : texts.t('units.years', { value: Math.trunc(number) })
    case 'amount':
      return number === null ? '' : formatAmount(number)
    case 'amountPerMonth':
      return number === null ? '' : texts.t('units.perMonth', { amount: formatAmount(number) })
    case 'yesNo':
      return value === true ? texts.t('yes') : value === false ? texts.t('no') : ''
    case 'judicial':
      return number === 0
        ? texts.t('judicial.none')
        : number === 1
          ? texts.t('judicial.yes')
          : number === 2
            ? texts.t('judicial.onRequest')
            : ''
    case 'letter':
      return typeof value === 'string' ? value.trim().toUpperCase() : ''
    case 'date':
      return typeof value === 'string' ? formatDate(value, lang) : ''
    case 'availability':
      if (typeof value !== 'string') return ''
      return isoDate.test(value)
        ? texts.t('units.availableFrom', { date: formatDate(value, lang) })
        : translateKey(texts, 'availability', value)
    case 'key':
      return typeof value === 'string' && definition.values
        ? translateKey(texts, definition.values, value)
        : ''
    case 'keyList':
      return Array.isArray(value) && definition.values
        ? value
            .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
            .map((entry) => translateKey(texts, definition.values!, entry))
            .join(', ')
        : ''
    case 'epcLabel': {
      if (typeof value !== 'string') return ''
      return epcText(value)
    }
  }
}
