import 'server-only'
import { eq } from 'drizzle-orm'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { translatorFor } from '@/lib/i18n/server-translator'
import { formatNumber } from '@/lib/format/number-format'
import { subscribeToNewsletter } from '@/features/newsletter/server'
import { propertyTypes } from '@/server/db/schema'
import { type RequestSpec, kitPerson } from '@/server/requests/process-request.server'
import {
  agencyOf,
  personLines,
  queueRequestMails,
  type MailLine,
  newsletterLine,
  optionalLine,
} from '@/server/requests/request-mail.server'
import { countryName } from './country-name'
import { valuationSchema, type ValuationRequest } from './valuation-schemas'

/** The property and its address as labelled lines in `lang`, after the person's lines. */
async function propertyLines(
  lang: Language,
  input: ValuationRequest,
  typeName: string,
): Promise<MailLine[]> {
  const t = await translatorFor(lang)
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
export const freeValuationRequest: RequestSpec<typeof valuationSchema> = {
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
  async store(input, { tx, requestId, locale }) {
    const [type] = await tx
      .select({ name: propertyTypes.name })
      .from(propertyTypes)
      .where(eq(propertyTypes.id, input.propertyType))
    if (!type) return { status: 'invalid', errors: { propertyType: 'choice' }, values: {} }
    if (input.newsletter) await subscribeToNewsletter(tx, input.email, locale)
    const config = await getSiteConfig()
    await queueRequestMails(tx, {
      kind: 'free-valuation',
      requestId,
      locale,
      person: input,
      agency: agencyOf(config),
      async summary(lang) {
        const t = await translatorFor(lang)
        const typeName = localize(type.name, lang, config.defaultLanguage)
        return [...personLines(t, input), ...(await propertyLines(lang, input, typeName))]
      },
    })
  },
}
