import 'server-only'
import { createTranslator } from 'next-intl'
import { epcLabelText } from '@/lib/belgium/epc'
import type { Language } from '@/lib/i18n/languages'
import { messagesOf } from '@/lib/i18n/server-translator'
import { type RequestSpec, kitPerson, refuse } from '@/server/requests/process-request.server'
import { personLines, type MailLine } from '@/server/requests/request-mail.server'
import {
  calculatorArrayFields,
  renovationExpertSchema,
  type RenovationExpertRequest,
} from './renovation-calculator-schemas'
import { estimateRenovation, type RenovationEstimate } from './renovation-estimate'
import { basisDate, expectedLabels, rangeEnds, vatValues } from './renovation-format'
import { formatNumber } from '@/lib/format/number-format'

/** The estimate of a request whose input the schema accepted, so the model always gives one. */
function estimateOf(input: RenovationExpertRequest): RenovationEstimate {
  const estimate = estimateRenovation(input)
  if (!estimate) throw new Error('a renovation input the schema accepted has no estimate')
  return estimate
}

/** Every input and the estimate, labelled in `lang`, for the agency and the visitor alike. */
async function calculatorLines(
  lang: Language,
  input: RenovationExpertRequest,
  estimate: RenovationEstimate,
): Promise<MailLine[]> {
  const r = createTranslator({
    locale: lang,
    messages: await messagesOf(lang),
    namespace: 'renovation',
  })
  const c = createTranslator({
    locale: lang,
    messages: await messagesOf(lang),
    namespace: 'renovationCalculator',
  })
  const labels = expectedLabels(estimate)
  return [
    ...(input.timeSlot
      ? [{ label: c('expert.timeSlot'), value: input.timeSlot.replace('-', '–') }]
      : []),
    { label: r('fields.homeType'), value: r(`homeTypes.${input.homeType}`) },
    { label: r('fields.surface'), value: formatNumber(input.surface) },
    { label: r('fields.region'), value: r(`regions.${input.region}`) },
    { label: r('fields.currentLabel'), value: epcLabelText(input.currentLabel) },
    ...estimate.works.map(({ work, cost }) => ({
      label: r(`works.${work}`),
      value: r('result.costRange', rangeEnds(cost)),
    })),
    {
      label: r('result.total'),
      value: `${r('result.costRange', rangeEnds(estimate.total))} (${r('result.vatIncluded', vatValues(estimate))})`,
    },
    {
      label: r('result.labelAfter'),
      value: typeof labels === 'string' ? labels : r('result.labelRange', labels),
    },
  ]
}

/** What both e-mails say under the figures: not a quote, and the date and level of the prices. */
async function basisNotes(lang: Language, estimate: RenovationEstimate): Promise<string[]> {
  const r = createTranslator({
    locale: lang,
    messages: await messagesOf(lang),
    namespace: 'renovation',
  })
  const source = estimate.assumptions.find((assumption) => assumption.key === 'priceLevel')?.source
  const priceLevel = r('assumptions.priceLevel', {
    year: estimate.priceLevelYear,
    date: basisDate(estimate, lang),
  })
  return [
    r('result.disclaimer'),
    source
      ? `${priceLevel} ${r('result.source', { name: source.name })} (${source.url})`
      : priceLevel,
  ]
}

/**
 * "Have an expert call me" from the renovation calculator's result (specification §2, issue 4):
 * stored with the calculator's input and its estimate; the agency gets every input and the
 * estimate, the visitor a confirmation with the estimate in their language.
 */
export const renovationExpertRequest: RequestSpec<
  typeof renovationExpertSchema,
  RenovationEstimate
> = {
  kind: 'renovation-expert',
  schema: renovationExpertSchema,
  arrayFields: calculatorArrayFields,
  person: kitPerson,
  data: (input) => {
    const estimate = estimateOf(input)
    return {
      homeType: input.homeType,
      surface: input.surface,
      region: input.region,
      currentLabel: input.currentLabel,
      works: input.works,
      timeSlot: input.timeSlot,
      estimate: {
        works: estimate.works,
        total: estimate.total,
        vatRate: estimate.vatRate,
        energy: estimate.energy,
        priceLevelYear: estimate.priceLevelYear,
        basisWrittenOn: estimate.basisWrittenOn,
      },
    }
  },
  async store(input, { config }) {
    if (input.timeSlot && !config.contactTimeSlots.includes(input.timeSlot)) {
      return refuse({ status: 'invalid', errors: { timeSlot: 'choice' } })
    }
    return estimateOf(input)
  },
  summary: async (input, t, { lang, found: estimate }) => [
    ...personLines(t, input),
    ...(await calculatorLines(lang, input, estimate)),
  ],
  mail: async (_input, { found: estimate, config, locale }) => ({
    agencyNotes: await basisNotes(config.defaultLanguage, estimate),
    visitorNotes: await basisNotes(locale, estimate),
  }),
}
