import { z } from '@/lib/zod'

// Error codes are message keys of `backOffice.slots.errors`.
export type SlotErrorCode =
  | 'dayInvalid'
  | 'timeInvalid'
  | 'timeSkipped'
  | 'past'
  | 'overlap'
  | 'lengthInvalid'
  | 'capacityInvalid'
  | 'repeatInvalid'
  | 'endRequired'
  | 'untilOrCount'
  | 'untilBeforeDay'
  | 'countInvalid'
  | 'tooMany'

export const slotLength = { min: 5, max: 480 } as const
export const slotCapacity = { min: 1, max: 100 } as const
export const seriesCount = { min: 2, max: 100 } as const

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dayInvalid' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: 'dayInvalid' },
  )
const optionalDay = z.union([z.literal(''), day]).default('')

/**
 * A slot or a series of slots from the back office's form: day and start on Belgian clocks,
 * length in minutes, capacity, open house; repeated daily or weekly until a day or N times.
 */
export const slotFormSchema = z
  .object({
    day,
    time: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'timeInvalid' }),
    length: z.coerce
      .number({ error: 'lengthInvalid' })
      .int({ error: 'lengthInvalid' })
      .min(slotLength.min, { error: 'lengthInvalid' })
      .max(slotLength.max, { error: 'lengthInvalid' }),
    capacity: z.coerce
      .number({ error: 'capacityInvalid' })
      .int({ error: 'capacityInvalid' })
      .min(slotCapacity.min, { error: 'capacityInvalid' })
      .max(slotCapacity.max, { error: 'capacityInvalid' }),
    openHouse: z.literal('yes').optional(),
    repeat: z.enum(['none', 'daily', 'weekly'], { error: 'repeatInvalid' }).default('none'),
    until: optionalDay,
    count: z
      .union([
        z.literal(''),
        z.coerce
          .number({ error: 'countInvalid' })
          .int({ error: 'countInvalid' })
          .min(seriesCount.min, { error: 'countInvalid' })
          .max(seriesCount.max, { error: 'countInvalid' }),
      ])
      .default(''),
  })
  .superRefine((input, context) => {
    if (input.repeat === 'none') return
    if (input.until === '' && input.count === '') {
      context.addIssue({ code: 'custom', path: ['until'], message: 'endRequired' })
    } else if (input.until !== '' && input.count !== '') {
      context.addIssue({ code: 'custom', path: ['count'], message: 'untilOrCount' })
    } else if (input.until !== '' && input.until <= input.day) {
      context.addIssue({ code: 'custom', path: ['until'], message: 'untilBeforeDay' })
    }
  })

export type SlotFormInput = z.output<typeof slotFormSchema>
export type SlotField = 'day' | 'time' | 'length' | 'capacity' | 'repeat' | 'until' | 'count'
export const slotFields: SlotField[] = [
  'day',
  'time',
  'length',
  'capacity',
  'repeat',
  'until',
  'count',
]

export type SlotFormState = {
  errors?: Partial<Record<SlotField, SlotErrorCode>>
  /** The start of the slot a new one would overlap, written out, named in the message. */
  conflict?: string
  values?: Partial<Record<SlotField | 'openHouse', string>>
}

/** Which listing a slots page or action is about, as its URL or form names it. */
export const listingKeySchema = z.object({
  kind: z.enum(['property', 'project']),
  id: z.coerce.number().int().positive().max(2_000_000_000),
})
export type ListingKey = z.output<typeof listingKeySchema>

export const cancelSlotSchema = listingKeySchema.extend({
  slot: z.coerce.number().int().positive().max(2_000_000_000),
})
export const cancelBookingSchema = listingKeySchema.extend({
  booking: z.coerce.number().int().positive().max(2_000_000_000),
})
