import { epcLabel, epcScales, type EpcLabel } from '@/lib/belgium/epc'
import type { Region } from '@/lib/belgium/region'
import {
  basisWrittenOn,
  epcScaleSources,
  geometry,
  priceLevelYear,
  prices,
  savings,
  solarSizing,
  sources,
  subsidies,
  vatRate,
  worstLabelFactor,
  type Source,
} from './renovation-basis'
import {
  renovationInputSchema,
  type RenovationInput,
  type RenovationWork,
} from './renovation-input'

export type Range = { low: number; high: number }

export type WorkEstimate = {
  work: RenovationWork
  /** m² of the element, kWp of panels, or 1 home for an installation. */
  quantity: { amount: number; unit: 'm2' | 'kWp' | 'home' }
  /** Euro including VAT, rounded to €100. */
  cost: Range
}

/**
 * One assumption shown with the estimate: its message is `renovation.assumptions.<key>` with
 * `values` as ICU arguments, followed by its source.
 */
export type Assumption = {
  key: string
  values: Record<string, number | string>
  source: Source
}

export type RenovationEstimate = {
  input: RenovationInput
  works: WorkEstimate[]
  /** The sum of the works' rounded ranges, so the list adds up to what is shown. */
  total: Range
  vatRate: number
  energy: {
    region: Region
    currentLabel: EpcLabel
    /** kWh/m²·year taken for the current label. */
    currentValue: number
    /** kWh/m²·year after the works, with the highest savings (best) and the lowest (worst). */
    estimatedValue: { best: number; worst: number }
    /** Labels on the region's own scale; never worse than the current one. */
    estimatedLabel: { best: EpcLabel; worst: EpcLabel }
  }
  assumptions: Assumption[]
  subsidy: (typeof subsidies)[Region]
  priceLevelYear: number
  basisWrittenOn: string
}

const toHundred = (amount: number) => Math.round(amount / 100) * 100
const percent = (share: number) => Math.round(share * 100)
const areaElements = new Set<RenovationWork>(['roof', 'walls', 'floor', 'windows'])

/** kWh/m²·year taken for a label: the middle of its band on the region's scale. */
export function representativeValue(region: Region, label: EpcLabel): number {
  const scale = epcScales[region]
  const index = scale.labels.findIndex(([candidate]) => candidate === label)
  const last = scale.labels[scale.labels.length - 1]?.[1] ?? 0
  if (index === -1) return Math.round(last * worstLabelFactor)
  const upTo = scale.labels[index]?.[1] ?? 0
  // The best band is "up to 0" (net zero or better): its value is 0.
  if (index === 0) return upTo
  const from = scale.labels[index - 1]?.[1] ?? 0
  return Math.round((from + upTo) / 2)
}

export function solarKwp(surface: number): number {
  const kwp = surface / solarSizing.m2PerKwp
  return Math.round(Math.min(solarSizing.maxKwp, Math.max(solarSizing.minKwp, kwp)) * 10) / 10
}

function estimateWork(work: RenovationWork, input: RenovationInput): WorkEstimate {
  const rule = prices[work]
  switch (rule.per) {
    case 'm2': {
      const area = Math.round(geometry[input.homeType][rule.element] * input.surface)
      return {
        work,
        quantity: { amount: area, unit: 'm2' },
        cost: { low: toHundred(area * rule.low), high: toHundred(area * rule.high) },
      }
    }
    case 'home':
      return {
        work,
        quantity: { amount: 1, unit: 'home' },
        cost: {
          low: toHundred(rule.fixed.low + rule.perM2.low * input.surface),
          high: toHundred(rule.fixed.high + rule.perM2.high * input.surface),
        },
      }
    case 'kWp': {
      const kwp = solarKwp(input.surface)
      return {
        work,
        quantity: { amount: kwp, unit: 'kWp' },
        cost: { low: toHundred(kwp * rule.low), high: toHundred(kwp * rule.high) },
      }
    }
  }
}

function priceAssumption(work: RenovationWork, input: RenovationInput): Assumption {
  const rule = prices[work]
  const values: Record<string, number> =
    rule.per === 'home'
      ? {
          fixedLow: rule.fixed.low,
          fixedHigh: rule.fixed.high,
          perM2Low: rule.perM2.low,
          perM2High: rule.perM2.high,
        }
      : rule.per === 'kWp'
        ? {
            low: rule.low,
            high: rule.high,
            kwp: solarKwp(input.surface),
            m2PerKwp: solarSizing.m2PerKwp,
            minKwp: solarSizing.minKwp,
            maxKwp: solarSizing.maxKwp,
          }
        : { low: rule.low, high: rule.high }
  return { key: `price.${work}`, values, source: sources[rule.source] }
}

/**
 * The renovation-cost estimate (specification §2, issue 4): per work a cost range including VAT,
 * the total, the EPC label expected after the works on the region's own scale, and every
 * assumption with its source. The input is validated again here; null when it is not valid.
 */
export function estimateRenovation(raw: unknown): RenovationEstimate | null {
  const parsed = renovationInputSchema.safeParse(raw)
  if (!parsed.success) return null
  const input = parsed.data
  const { region, currentLabel } = input

  const works = input.works.map((work) => estimateWork(work, input))
  const total = works.reduce(
    (sum, { cost }) => ({ low: sum.low + cost.low, high: sum.high + cost.high }),
    { low: 0, high: 0 },
  )

  // Each work saves a share of what the others left: the shares multiply, they never add up.
  const remaining = input.works.reduce(
    (left, work) => ({
      best: left.best * (1 - savings[work].high),
      worst: left.worst * (1 - savings[work].low),
    }),
    { best: 1, worst: 1 },
  )
  const currentValue = representativeValue(region, currentLabel)
  const estimatedValue = {
    best: Math.round(currentValue * remaining.best),
    worst: Math.round(currentValue * remaining.worst),
  }
  const labelFor = (value: number) => epcLabel(region, value) ?? currentLabel
  const energySource = sources[epcScaleSources[region]]

  const assumptions: Assumption[] = [
    {
      key: 'priceLevel',
      values: { year: priceLevelYear, date: basisWrittenOn },
      source: sources.embuild,
    },
    { key: 'vat', values: { rate: percent(vatRate) }, source: sources.finances },
  ]
  if (input.works.some((work) => areaElements.has(work))) {
    const factors = geometry[input.homeType]
    assumptions.push({
      key: 'geometry',
      values: { homeType: input.homeType, ...factors },
      source: sources.tabula,
    })
  }
  assumptions.push(...input.works.map((work) => priceAssumption(work, input)))
  assumptions.push(
    { key: 'energyStart', values: { value: currentValue }, source: energySource },
    ...input.works.map((work) => ({
      key: `savings.${work}`,
      values: { low: percent(savings[work].low), high: percent(savings[work].high) },
      source: energySource,
    })),
    { key: 'combined', values: {}, source: energySource },
  )

  return {
    input,
    works,
    total,
    vatRate,
    energy: {
      region,
      currentLabel,
      currentValue,
      estimatedValue,
      estimatedLabel: {
        best: labelFor(estimatedValue.best),
        worst: labelFor(estimatedValue.worst),
      },
    },
    assumptions,
    subsidy: subsidies[region],
    priceLevelYear,
    basisWrittenOn,
  }
}
