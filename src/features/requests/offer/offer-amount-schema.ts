import { z } from '@/lib/zod'
import { maxOfferCents, readAmount } from './amount-words'

/** Longer than any amount below €100 million written out in any of the four languages. */
export const maxWordsLength = 300

/**
 * The purchase offer's amount in figures (typed as the visitor likes, parsed to cents) and in
 * words (the visitor's own text, filled in by AmountInWordsFields). One schema for the browser and
 * the server; each issue's message is one of the form kit's field error codes (form-state.ts).
 */
export const offerAmountSchema = z.object({
  amount: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .transform((text, context) => {
      const cents = readAmount(text)
      if (cents !== null && cents > 0 && cents <= maxOfferCents) return cents
      const error = cents !== null && cents > maxOfferCents ? 'amountTooLarge' : 'amount'
      context.addIssue({ code: 'custom', message: error })
      return z.NEVER
    }),
  amountInWords: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(maxWordsLength, { error: 'tooLong' }),
})

export type OfferAmount = z.output<typeof offerAmountSchema>
