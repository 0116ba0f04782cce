import type { Language } from '@/lib/i18n/languages'
import type { Availability } from './availability'
import { formatSlotDay, formatSlotTime } from './slot-format'

/** One slot as the picker shows it; every field is a plain string or flag (serializable). */
export type SlotPickerSlot = {
  /** The radio's value: the slot id. */
  value: string
  /** '10:00–10:30' in the page language, Belgian time. */
  time: string
  /** '2 places left', or the "full" text. */
  places: string
  full: boolean
}

export type SlotPickerDay = {
  /** 'YYYY-MM-DD', Belgian calendar day. */
  day: string
  /** 'Monday, 23 November 2026' in the page language. */
  heading: string
  /** "Appointments are full on this day" when no slot of the day has a place left. */
  note: string | null
  slots: SlotPickerSlot[]
}

export type SlotPickerModel = {
  legend: string
  hint: string
  /** "Appointments are full" when no slot has a place left; the no-slots text when there is none. */
  notice: string | null
  days: SlotPickerDay[]
}

/** The `appointments` messages the picker shows, already in the page language. */
export type SlotPickerTexts = {
  legend: string
  hint: string
  full: string
  dayFull: string
  allFull: string
  noSlots: string
  placesLeft: (count: number) => string
}

type PickerKey = 'legend' | 'hint' | 'full' | 'dayFull' | 'allFull' | 'noSlots' | 'placesLeft'

/** The picker's texts from a translator of the `appointments` namespace (next-intl's `t`). */
export function slotPickerTexts(
  t: (key: PickerKey, values?: { count: number }) => string,
): SlotPickerTexts {
  return {
    legend: t('legend'),
    hint: t('hint'),
    full: t('full'),
    dayFull: t('dayFull'),
    allFull: t('allFull'),
    noSlots: t('noSlots'),
    placesLeft: (count) => t('placesLeft', { count }),
  }
}

/** What the slot picker shows for an availability, formatted in the page language. */
export function slotPickerModel(
  availability: Availability,
  lang: Language,
  texts: SlotPickerTexts,
): SlotPickerModel {
  return {
    legend: texts.legend,
    hint: texts.hint,
    notice:
      availability.days.length === 0 ? texts.noSlots : availability.full ? texts.allFull : null,
    days: availability.days.map((day) => ({
      day: day.day,
      heading: formatSlotDay(day.slots[0]!.startsAt, lang),
      note: day.full ? texts.dayFull : null,
      slots: day.slots.map((slot) => ({
        value: String(slot.id),
        time: formatSlotTime(slot.startsAt, slot.endsAt, lang),
        places: slot.full ? texts.full : texts.placesLeft(slot.placesLeft),
        full: slot.full,
      })),
    })),
  }
}
