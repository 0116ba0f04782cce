import { z } from '@/lib/zod'
import {
  addressSchema,
  checkbox,
  choice,
  optionalChoice,
  optionalCount,
  optionalText,
  pageLanguage,
  personSchema,
  requiredCount,
} from '@/lib/forms/fields'

/** Specification §3 "Request content": the goals an owner asking for a valuation can have. */
export const valuationGoals = ['sell', 'rentOut', 'sellAndRentOut'] as const

export const propertyConditions = ['new', 'good', 'refresh', 'renovate'] as const

/** The countries the agency works in (specification: Belgium and nearby countries), ISO codes. */
export const valuationCountries = ['BE', 'LU', 'NL', 'FR', 'DE'] as const

/** Step 1, the property. The type is a property_types id; the server checks it exists. */
export const propertyStepSchema = z.object({
  propertyType: requiredCount(1_000_000),
  bedrooms: optionalCount(50),
  livingArea: optionalCount(100_000),
  condition: optionalChoice(propertyConditions),
  goal: choice(valuationGoals),
  remark: optionalText(4000),
})

/** A Belgian postal code has four digits (bpost); other countries' formats vary. */
function belgianZip(address: { zip: string; country: string }, ctx: z.RefinementCtx) {
  if (address.country === 'BE' && !/^\d{4}$/.test(address.zip)) {
    ctx.addIssue({ code: 'custom', path: ['zip'], message: 'invalid' })
  }
}

/** Step 2, the property's address (specification §3 "Address", required per §5). */
export const addressStepSchema = addressSchema
  .extend({ country: choice(valuationCountries) })
  .superRefine(belgianZip)

/** Step 3, the owner; `locale` travels with every step. */
export const personStepSchema = personSchema.extend({
  locale: pageLanguage(),
  newsletter: checkbox(),
})

export const valuationSteps = [propertyStepSchema, addressStepSchema, personStepSchema] as const

/** The whole free-valuation request, as the final step sends it. */
export const valuationSchema = z
  .object({
    ...propertyStepSchema.shape,
    ...addressStepSchema.shape,
    ...personStepSchema.shape,
  })
  .superRefine(belgianZip)
export type ValuationRequest = z.output<typeof valuationSchema>
