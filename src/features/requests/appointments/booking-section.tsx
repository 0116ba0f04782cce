import 'server-only'
import { cache } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import type { AppointmentTarget } from './availability'
import { loadSlotPickerModel } from './appointment-slots'
import { BookingForm } from './deferred-forms'
import type { SlotPickerModel } from './slot-picker-model'
import styles from './booking.module.css'

/** The id of the booking form on a property or project page, for the links beside the agent. */
export const bookingAnchor = 'request-booking'

const bookable = (model: SlotPickerModel) =>
  model.days.some((day) => day.slots.some((slot) => !slot.full))

// Once per page render: the form and the link beside the agent card both ask.
const offerOf = cache(async (kind: 'property' | 'project', id: number, lang: Language) => {
  const target = kind === 'property' ? { propertyId: id } : { projectId: id }
  const model = await loadSlotPickerModel(target, lang)
  if (model.days.length === 0) return null
  return { model, bookable: bookable(model) }
})

/** What a listing's page offers for booking: nothing without future slots, else the picker. */
export function bookingOffer(target: AppointmentTarget, lang: Language) {
  return 'propertyId' in target
    ? offerOf('property', target.propertyId, lang)
    : offerOf('project', target.projectId, lang)
}

/**
 * The booking block of a property or project page (rendered inside the page's FormMessages with
 * the `booking` namespace): the form while a place is left, else "appointments are full" and a
 * link to the form that asks for a visit.
 */
export async function BookingSection({
  offer,
  target,
  lang,
  privacyHref,
  alternative,
}: {
  offer: NonNullable<Awaited<ReturnType<typeof bookingOffer>>>
  target: AppointmentTarget
  lang: Language
  privacyHref: string
  /** The page's form to ask for a visit instead: its element id and which form it is. */
  alternative: { id: string; form: 'visit' | 'construction' }
}) {
  const t = await getTranslations({ locale: lang, namespace: 'booking' })
  if (!offer.bookable) {
    return (
      <div id={bookingAnchor}>
        <p className={styles.full}>{t('allFull')}</p>
        <p className={styles.full}>
          {t.rich(alternative.form === 'visit' ? 'askVisit' : 'askProject', {
            link: (chunks) => <a href={`#${alternative.id}`}>{chunks}</a>,
          })}
        </p>
      </div>
    )
  }
  return (
    <BookingForm
      id={bookingAnchor}
      locale={lang}
      target={target}
      privacyHref={privacyHref}
      model={offer.model}
    />
  )
}
