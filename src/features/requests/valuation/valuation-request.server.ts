import 'server-only'
import { eq } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { Translator } from '@/lib/i18n/server-translator'
import { propertyTypes, type MultiLang } from '@/server/db/schema'
import { type RequestSpec, kitPerson, refuse } from '@/server/requests/process-request.server'
import {
  personLines,
  type MailLine,
  newsletterLine,
  optionalLine,
} from '@/server/requests/request-mail.server'
import { countryName } from './country-name'
import { valuationSchema, type ValuationRequest } from './valuation-schemas'
import { formatNumber } from '@/lib/format/number-format'

/** The property and its address as labelled lines in `lang`, after the person's lines. */
function propertyLines(
  t: Translator,
  lang: Language,
  input: ValuationRequest,
  typeName: string,
): MailLine[] {
  return [
    ...optionalLine(t('forms.fields.propertyType'), typeName),
    ...optionalLine(t('valuationForm.bedrooms'), input.bedrooms),
    ...optionalLine(
      t('valuationForm.livingArea'),
      input.livingArea === undefined ? undefined : `${formatNumber(input.livingArea)} m²`,
    ),
    ...optionalLine(
      t('valuationForm.condition'),
      input.condition && t(`valuationForm.conditions.${input.condition}`),
    ),
    ...optionalLine(t('valuationForm.goal'), t(`forms.goals.${input.goal}`)),
    ...optionalLine(t('forms.fields.remark'), input.remark),
    ...optionalLine(t('forms.fields.street'), input.street),
    ...optionalLine(t('forms.fields.houseNumber'), input.houseNumber),
    ...optionalLine(t('forms.fields.box'), input.box),
    ...optionalLine(t('forms.fields.zip'), input.zip),
    ...optionalLine(t('forms.fields.city'), input.city),
    ...optionalLine(t('forms.fields.country'), countryName(input.country, lang)),
    newsletterLine(t, input.newsletter),
  ]
}

/** The free valuation (specification §1): property, address and owner, to the agency. */
export const freeValuationRequest: RequestSpec<typeof valuationSchema, MultiLang> = {
  kind: 'free-valuation',
  schema: valuationSchema,
  person: kitPerson,
  data: (input) => ({
    propertyType: input.propertyType,
    bedrooms: input.bedrooms,
    livingArea: input.livingArea,
    condition: input.condition,
    goal: input.goal,
    remark: input.remark,
    street: input.street,
    houseNumber: input.houseNumber,
    box: input.box,
    zip: input.zip,
    city: input.city,
    country: input.country,
    newsletter: input.newsletter,
  }),
  newsletter: (input) => input.newsletter,
  /** The property type's name in every language. */
  async store(input, { tx }) {
    const [type] = await tx
      .select({ name: propertyTypes.name })
      .from(propertyTypes)
      .where(eq(propertyTypes.id, input.propertyType))
    if (!type) return refuse({ status: 'invalid', errors: { propertyType: 'choice' } })
    return type.name
  },
  summary: (input, t, { lang, found: typeName, config }) => [
    ...personLines(t, input),
    ...propertyLines(t, lang, input, localize(typeName, lang, config.defaultLanguage)),
  ],
}
