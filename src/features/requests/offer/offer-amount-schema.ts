import { z } from 'zod'
import { maxOfferCents, readAmount } from './amount-words'

/**
 * Why an amount field is refused; each has a message under `offerAmount.errors` in
 * messages/*.json. An empty field is the form's usual "required" message.
 */
export const offerAmountErrorCodes = [
  'required',
  'invalid-amount',
  'amount-too-large',
  'words-too-long',
] as const
export type OfferAmountErrorCode = (typeof offerAmountErrorCodes)[number]

const code = (value: OfferAmountErrorCode) => value
/** Longer than any amount below €100 million written out in any of the four languages. */
export const maxWordsLength = 300

/**
 * The purchase offer's amount in figures (typed as the visitor likes, parsed to cents) and in
 * words (the visitor's own text, filled in by AmountInWordsFields). One schema for the browser and
 * the server; each issue's message is an OfferAmountErrorCode.
 */
export const offerAmountSchema = z.object({
  amount: z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .transform((text, context) => {
      const cents = readAmount(text)
      if (cents !== null && cents > 0 && cents <= maxOfferCents) return cents
      const error = cents !== null && cents > maxOfferCents ? 'amount-too-large' : 'invalid-amount'
      context.addIssue({ code: 'custom', message: code(error) })
      return z.NEVER
    }),
  amountInWords: z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .max(maxWordsLength, { error: code('words-too-long') }),
})

export type OfferAmount = z.output<typeof offerAmountSchema>
