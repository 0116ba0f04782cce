import { z } from '@/lib/zod'
import { epcLabels, isEpcLabelOf, type EpcLabel } from '@/lib/belgium/epc'
import { regions, type Region } from '@/lib/belgium/region'

export const homeTypes = ['detached', 'semiDetached', 'terraced', 'apartment'] as const
export type HomeType = (typeof homeTypes)[number]

export const renovationWorks = [
  'roof',
  'walls',
  'floor',
  'windows',
  'heating',
  'ventilation',
  'solar',
] as const
export type RenovationWork = (typeof renovationWorks)[number]

/** Living area bounds: a studio to a large villa; outside them the unit prices stop meaning much. */
export const surfaceLimits = { min: 20, max: 1000 } as const

/**
 * Why a calculator field is refused; each has a message under `renovation.errors` in
 * messages/*.json.
 */
export const renovationErrorCodes = [
  'home-type',
  'surface',
  'region',
  'current-label',
  'works',
] as const
export type RenovationErrorCode = (typeof renovationErrorCodes)[number]
const code = (value: RenovationErrorCode) => value

const homeStep = z.object({
  homeType: z.enum(homeTypes, { error: code('home-type') }),
  // Form fields arrive as text; "120" and 120 are both a living area.
  surface: z.coerce
    .number({ error: code('surface') })
    .int({ error: code('surface') })
    .min(surfaceLimits.min, { error: code('surface') })
    .max(surfaceLimits.max, { error: code('surface') }),
})

const energyFields = z.object({
  region: z.enum(regions, { error: code('region') }),
  currentLabel: z.enum(epcLabels, { error: code('current-label') }),
})

/** The label must exist on the region's scale (Flanders has no G, Wallonia no B+). */
const labelOnRegionScale = (value: { region: Region; currentLabel: EpcLabel }) =>
  isEpcLabelOf(value.region, value.currentLabel)
const labelIssue = { error: code('current-label'), path: ['currentLabel'] }

const worksStep = z.object({
  // A form posts one value per checked box: a single string or several.
  works: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(renovationWorks, { error: code('works') }), { error: code('works') })
      .min(1, { error: code('works') })
      .transform((works) => renovationWorks.filter((work) => works.includes(work))),
  ),
})

/**
 * One schema per step of the multi-step form, so "next" checks only what that step asked, and the
 * whole input for the estimate. Each issue's message is a RenovationErrorCode.
 */
export const renovationStepSchemas = {
  home: homeStep,
  energy: energyFields.refine(labelOnRegionScale, labelIssue),
  works: worksStep,
} as const

export const renovationInputSchema = homeStep
  .extend(energyFields.shape)
  .extend(worksStep.shape)
  .refine(labelOnRegionScale, labelIssue)

export type RenovationInput = z.output<typeof renovationInputSchema>
