import 'server-only'
import { asc, inArray } from 'drizzle-orm'
import { z } from '@/lib/zod'
import { formatAmount } from '@/lib/format/price-format'
import { resolveZones, zonesSchema } from '@/features/demand-alerts/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { Translator } from '@/lib/i18n/server-translator'
import { demands, propertyTypes, type MultiLang } from '@/server/db/schema'
import { type RequestSpec, kitPerson, refuse } from '@/server/requests/process-request.server'
import { personLines, type MailLine, newsletterLine } from '@/server/requests/request-mail.server'
import {
  checkRanges,
  demandArrayFields,
  demandFields,
  demandRanges,
  type DemandRange,
} from './demand-register-schemas'
import { formatNumber } from '@/lib/format/number-format'

/**
 * The browser's schema with the server's zone check: every zone must be a Belgian postal code,
 * municipality or town, and becomes the postal codes `demands.zips` stores.
 */
export const demandRegisterServerSchema = z
  .object({ ...demandFields, zones: zonesSchema })
  .superRefine(checkRanges)
export type DemandRegister = z.output<typeof demandRegisterServerSchema>

/** '€ 200.000 – € 350.000', 'from 2', 'up to 3', or nothing when neither bound is set. */
function rangeText(t: Translator, range: DemandRange, min?: number, max?: number) {
  if (min === undefined && max === undefined) return undefined
  const show = (value: number) => (range === 'price' ? formatAmount(value) : formatNumber(value))
  if (min !== undefined && max !== undefined) {
    return min === max ? show(min) : `${show(min)} – ${show(max)}`
  }
  return min !== undefined
    ? t('demandRegister.mail.from', { value: show(min) })
    : t('demandRegister.mail.upTo', { value: show(max!) })
}

function demandLines(
  t: Translator,
  lang: Language,
  input: DemandRegister,
  typeNames: string[],
): MailLine[] {
  const ranges = demandRanges.flatMap((range) => {
    const value = rangeText(t, range, input[`${range}Min`], input[`${range}Max`])
    return value ? [{ label: t(`demandRegister.ranges.${range}`), value }] : []
  })
  const { zones } = resolveZones(input.zones.tokens, lang)
  return [
    { label: t('demandRegister.goal'), value: t(`demandRegister.goals.${input.goal}`) },
    ...ranges,
    { label: t('demandRegister.types'), value: typeNames.join(', ') },
    {
      label: t('demandAlerts.zones.label'),
      value: zones
        .map((zone) =>
          zone.kind === 'municipality'
            ? t('demandAlerts.zones.municipality', { name: zone.name })
            : zone.name,
        )
        .join(', '),
    },
    newsletterLine(t, input.newsletter),
  ]
}

/**
 * The demand register (specification §1, decisions.md §7): the submission, the `demands` row the
 * alert matcher reads (src/features/demand-alerts/match-demands.ts) and both e-mails, in one
 * transaction.
 */
export const demandRegisterRequest: RequestSpec<typeof demandRegisterServerSchema, MultiLang[]> = {
  kind: 'demand-register',
  schema: demandRegisterServerSchema,
  arrayFields: demandArrayFields,
  person: kitPerson,
  data: (input) => ({
    goal: input.goal,
    ...Object.fromEntries(
      demandRanges.flatMap((range) => [
        [`${range}Min`, input[`${range}Min`]],
        [`${range}Max`, input[`${range}Max`]],
      ]),
    ),
    types: input.types,
    zones: input.zones.tokens,
    zips: input.zones.zips,
    search: input.search,
    frequency: input.frequency,
    newsletter: input.newsletter,
  }),
  newsletter: (input) => input.newsletter,
  /** The `demands` row the alert matcher reads; the chosen types' names for the e-mails. */
  async store(input, { tx, submissionId, locale }) {
    const types = await tx
      .select({ id: propertyTypes.id, name: propertyTypes.name })
      .from(propertyTypes)
      .where(inArray(propertyTypes.id, input.types))
      .orderBy(asc(propertyTypes.id))
    if (types.length !== input.types.length) {
      return refuse({ status: 'invalid', errors: { types: 'choice' } })
    }
    await tx.insert(demands).values({
      submissionId,
      email: input.email,
      locale,
      goal: input.goal === 'buy' ? 0 : 1,
      priceMin: input.priceMin,
      priceMax: input.priceMax,
      bedroomsMin: input.bedroomsMin,
      bedroomsMax: input.bedroomsMax,
      bathroomsMin: input.bathroomsMin,
      bathroomsMax: input.bathroomsMax,
      garagesMin: input.garagesMin,
      garagesMax: input.garagesMax,
      parkingsMin: input.parkingsMin,
      parkingsMax: input.parkingsMax,
      typeIds: input.types,
      zips: input.zones.zips,
      search: input.search,
      frequency: input.frequency,
    })
    return types.map((type) => type.name)
  },
  summary: (input, t, { lang, found: typeNames, config }) => [
    ...personLines(t, input),
    ...demandLines(
      t,
      lang,
      input,
      typeNames.map((name) => localize(name, lang, config.defaultLanguage)),
    ),
  ],
}
