'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { actionAdminUrl } from '@/features/back-office/action-urls'
import {
  backOfficeAction,
  typedValues,
  type FieldErrors,
} from '@/features/back-office/screens/back-office-action'
import { formatSlotStart } from './slot-format'
import { cancelBooking, cancelSlot, createSlots } from './slot-changes'
import {
  cancelBookingSchema,
  cancelSlotSchema,
  listingKeySchema,
  slotFields,
  slotFormSchema,
  type ListingKey,
  type SlotFormState,
} from './slot-schema'

const listingUrl = (key: ListingKey) => actionAdminUrl('slots', key.kind, String(key.id))

/** The listing a form posted, or the list of listings when it names none. */
async function postedListing(values: Record<string, unknown>): Promise<ListingKey> {
  const key = listingKeySchema.safeParse(values)
  if (!key.success) redirect(await actionAdminUrl('slots'))
  return key.data
}

const typedSlot = (values: Record<string, unknown>) =>
  typedValues(values, [...slotFields, 'openHouse' as const])

/** Back to the listing's slots when what the form posted names no slot or booking of it. */
async function toListing(_errors: FieldErrors, { values }: { values: Record<string, unknown> }) {
  redirect(await listingUrl(await postedListing(values)))
}

/** A slot or a series; a refusal comes back with the typed values and the field's message. */
export const createSlotsAction = backOfficeAction('createSlots', {
  schema: slotFormSchema,
  refused: async (errors, { values }): Promise<SlotFormState> => {
    await postedListing(values)
    return { errors: errors as SlotFormState['errors'], values: typedSlot(values) }
  },
  run: async (input, { member, lang, values, url }): Promise<SlotFormState> => {
    const key = await postedListing(values)
    const result = await createSlots(db(), member, key, input)
    if (result.status === 'not-found') redirect(`${await url('slots')}?notice=not-found`)
    if (result.status === 'refused') {
      return {
        errors: { [result.field]: result.error },
        conflict: result.conflict ? formatSlotStart(result.conflict, lang) : undefined,
        values: typedSlot(values),
      }
    }
    redirect(`${await listingUrl(key)}?notice=created&count=${result.ids.length}`)
  },
})

export const cancelSlotAction = backOfficeAction('cancelSlot', {
  schema: cancelSlotSchema,
  refused: toListing,
  run: async ({ slot }, { member, values }): Promise<void> => {
    const key = await postedListing(values)
    const result = await cancelSlot(db(), member, key, slot, await getSiteConfig())
    const notice = result === 'cancelled' ? 'slotCancelled' : result
    redirect(`${await listingUrl(key)}?notice=${notice}`)
  },
})

export const cancelBookingAction = backOfficeAction('cancelBooking', {
  schema: cancelBookingSchema,
  refused: toListing,
  run: async ({ booking }, { member, values }): Promise<void> => {
    const key = await postedListing(values)
    const result = await cancelBooking(db(), member, key, booking, await getSiteConfig())
    const notice = result === 'cancelled' ? 'bookingCancelled' : result
    redirect(`${await listingUrl(key)}?notice=${notice}`)
  },
})
