'use server'

import { redirect } from 'next/navigation'
import { formInput } from '@/lib/forms/form-values'
import { db } from '@/server/db/client'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import { formatSlotStart } from './slot-format'
import { cancelBooking, cancelSlot, createSlots } from './slot-changes'
import {
  cancelBookingSchema,
  cancelSlotSchema,
  listingKeySchema,
  slotFields,
  slotFormSchema,
  type ListingKey,
  type SlotField,
  type SlotFormState,
} from './slot-schema'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const listingUrl = (key: ListingKey) => actionAdminUrl('slots', key.kind, String(key.id))

/** The listing a form posted, or the list of listings when it names none. */
async function postedListing(values: Record<string, unknown>): Promise<ListingKey> {
  const key = listingKeySchema.safeParse(values)
  if (!key.success) redirect(await actionAdminUrl('slots'))
  return key.data
}

/** A slot or a series; a refusal comes back with the typed values and the field's message. */
export async function createSlotsAction(
  _state: SlotFormState,
  form: FormData,
): Promise<SlotFormState> {
  const lang = await actionLanguage()
  const member = await requireStaff(lang)
  const values = formInput(form)
  const key = await postedListing(values)
  const typed = Object.fromEntries(
    [...slotFields, 'openHouse' as const].map((field) => [field, text(values[field])]),
  )
  const parsed = slotFormSchema.safeParse(values)
  if (!parsed.success) {
    const errors: SlotFormState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SlotField
      errors[field] ??= issue.message as never
    }
    return { errors, values: typed }
  }
  const result = await createSlots(db(), member, key, parsed.data)
  if (result.status === 'not-found') redirect(`${await actionAdminUrl('slots')}?notice=not-found`)
  if (result.status === 'refused') {
    return {
      errors: { [result.field]: result.error },
      conflict: result.conflict ? formatSlotStart(result.conflict, lang) : undefined,
      values: typed,
    }
  }
  redirect(`${await listingUrl(key)}?notice=created&count=${result.ids.length}`)
}

export async function cancelSlotAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage())
  const values = formInput(form)
  const key = await postedListing(values)
  const parsed = cancelSlotSchema.safeParse(values)
  if (!parsed.success) redirect(await listingUrl(key))
  const result = await cancelSlot(db(), member, key, parsed.data.slot, await getSiteConfig())
  const notice = result === 'cancelled' ? 'slotCancelled' : result
  redirect(`${await listingUrl(key)}?notice=${notice}`)
}

export async function cancelBookingAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage())
  const values = formInput(form)
  const key = await postedListing(values)
  const parsed = cancelBookingSchema.safeParse(values)
  if (!parsed.success) redirect(await listingUrl(key))
  const result = await cancelBooking(db(), member, key, parsed.data.booking, await getSiteConfig())
  const notice = result === 'cancelled' ? 'bookingCancelled' : result
  redirect(`${await listingUrl(key)}?notice=${notice}`)
}
