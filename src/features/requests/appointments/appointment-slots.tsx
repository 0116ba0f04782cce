import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import type { AppointmentTarget } from './availability'
import { loadAvailability } from './load-availability.server'
import { SlotPicker, type SlotPickerProps } from './slot-picker'
import { slotPickerModel, slotPickerTexts, type SlotPickerModel } from './slot-picker-model'

/**
 * What the slot picker shows for a property or project now, in the page language: for a client
 * form that renders `SlotPicker` itself (pass the model down as a prop).
 */
export async function loadSlotPickerModel(
  target: AppointmentTarget,
  lang: Language,
): Promise<SlotPickerModel> {
  const availability = await loadAvailability(db(), target)
  const t = await getTranslations({ locale: lang, namespace: 'appointments' })
  return slotPickerModel(availability, lang, slotPickerTexts(t))
}

/**
 * The visit slots of a property or project from now on, as a radio group to place inside the
 * booking form (server-rendered; works without JavaScript).
 */
export async function AppointmentSlots({
  target,
  lang,
  ...picker
}: { target: AppointmentTarget; lang: Language } & Omit<SlotPickerProps, 'model'>) {
  return <SlotPicker {...picker} model={await loadSlotPickerModel(target, lang)} />
}
