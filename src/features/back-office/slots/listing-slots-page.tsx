import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { formatPhone, phoneHref } from '@/lib/format/phone-format'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { personName } from '@/features/back-office/leads/lead-format'
import { cancelBookingAction, cancelSlotAction } from './slot-actions'
import { formatSlotRange } from './slot-format'
import { SlotForm } from './slot-form'
import { findManagedListing, upcomingSlots } from './slot-queries'
import {
  seriesCount,
  slotCapacity,
  slotLength,
  type ListingKey,
  type SlotErrorCode,
} from './slot-schema'
import { DataTable } from '@/features/back-office/frame/data-table'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = [
  'created',
  'slotCancelled',
  'bookingCancelled',
  'past',
  'already-cancelled',
  'not-found',
] as const
const failures: readonly string[] = ['past', 'already-cancelled', 'not-found']

// The limits each message names.
const ranges: Partial<Record<SlotErrorCode, { min: number; max: number }>> = {
  lengthInvalid: slotLength,
  capacityInvalid: slotCapacity,
  countInvalid: seriesCount,
  tooMany: seriesCount,
}

const errorCodes: SlotErrorCode[] = [
  'dayInvalid',
  'timeInvalid',
  'timeSkipped',
  'past',
  'overlap',
  'lengthInvalid',
  'capacityInvalid',
  'repeatInvalid',
  'endRequired',
  'untilOrCount',
  'untilBeforeDay',
  'countInvalid',
  'tooMany',
]

/**
 * One listing's visit slots: a new slot or series, and every upcoming slot with its places, who
 * booked (name, e-mail, phone, language) and the buttons to cancel a booking or the whole slot.
 * A listing the member does not manage answers 404, whatever the URL.
 */
export async function ListingSlotsPage({
  lang,
  member,
  listing: key,
  notice,
  count,
}: {
  lang: Language
  member: StaffMember
  listing: ListingKey
  notice?: string
  count?: number
}) {
  const listing = await findManagedListing(db(), member, key)
  if (!listing) notFound()
  const [t, languages, { defaultLanguage }, slots] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.slots' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    upcomingSlots(db(), key),
  ])
  const shown = notices.find((value) => value === notice)
  const errorText = (code: SlotErrorCode) =>
    t(`errors.${code}`, { ...(ranges[code] ?? { min: 0, max: 0 }), when: '{when}' })
  const hidden = (
    <>
      <input type="hidden" name="kind" value={key.kind} />
      <input type="hidden" name="id" value={key.id} />
    </>
  )
  if (shown) {
    const error = failures.includes(shown)
    const text =
      shown === 'created' ? t('notice.created', { count: count ?? 1 }) : t(`notice.${shown}`)
    reportActionResult({ text, role: error ? 'alert' : 'status', error })
  }
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'slots')}>{t('back')}</a>
      </p>
      <h1>{t('listingHeading', { reference: listing.reference, city: listing.city })}</h1>
      <p>{localize(listing.title, lang, defaultLanguage)}</p>
      <section className={styles.panel} aria-labelledby="slots-create">
        <h2 id="slots-create">{t('create')}</h2>
        <SlotForm
          listing={key}
          texts={{
            day: t('day'),
            time: t('time'),
            length: t('length'),
            capacity: t('capacity'),
            openHouse: t('openHouse'),
            repeat: t('repeat'),
            repeats: {
              none: t('repeats.none'),
              daily: t('repeats.daily'),
              weekly: t('repeats.weekly'),
            },
            until: t('until'),
            count: t('count'),
            seriesHint: t('seriesHint', { max: seriesCount.max }),
            create: t('createButton'),
            errorSummary: t('errorSummary'),
            errors: Object.fromEntries(errorCodes.map((code) => [code, errorText(code)])) as Record<
              SlotErrorCode,
              string
            >,
          }}
        />
      </section>
      <section className={styles.panel} aria-labelledby="slots-upcoming">
        <h2 id="slots-upcoming">{t('upcomingHeading')}</h2>
        {slots.length === 0 ? (
          <p>{t('noSlots')}</p>
        ) : (
          <DataTable
            labelledBy="slots-upcoming-caption"
            caption={t('upcomingCaption')}
            columns={[t('when'), t('places'), t('bookings'), t('actions')]}
          >
            <tbody>
              {slots.map((slot) => {
                const when = formatSlotRange(slot.startsAt, slot.endsAt, lang)
                return (
                  <tr key={slot.id}>
                    <td>
                      {when}
                      {slot.openHouse && (
                        <>
                          <br />
                          <span className={styles.status}>{t('openHouse')}</span>
                        </>
                      )}
                      {slot.fromFeed && (
                        <>
                          <br />
                          <span className={styles.status}>{t('fromFeed')}</span>
                        </>
                      )}
                    </td>
                    <td>{t('bookedOf', { booked: slot.booked, capacity: slot.capacity })}</td>
                    <td>
                      {slot.bookings.length === 0 ? (
                        t('noBookings')
                      ) : (
                        <ul>
                          {slot.bookings.map((booking) => (
                            <li key={booking.id}>
                              <span lang={booking.locale}>{personName(booking)}</span>,{' '}
                              <a href={`mailto:${booking.email}`}>{booking.email}</a>
                              {booking.phone && (
                                <>
                                  , {t('phone')}{' '}
                                  <a href={phoneHref(booking.phone)}>
                                    {formatPhone(booking.phone)}
                                  </a>
                                </>
                              )}
                              ,{' '}
                              {isSupportedLanguage(booking.locale)
                                ? languages(booking.locale)
                                : booking.locale}
                              <ActionForm action={cancelBookingAction}>
                                {hidden}
                                <input type="hidden" name="booking" value={booking.id} />
                                <button type="submit" className={styles.linkButton}>
                                  {t('cancelBooking')}
                                  <span className="visually-hidden">
                                    {' '}
                                    {personName(booking)}, {when}
                                  </span>
                                </button>
                              </ActionForm>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>
                      <ActionForm action={cancelSlotAction}>
                        {hidden}
                        <input type="hidden" name="slot" value={slot.id} />
                        <button type="submit" className={styles.button}>
                          {t('cancelSlot')}
                          <span className="visually-hidden"> {when}</span>
                        </button>
                      </ActionForm>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </DataTable>
        )}
      </section>
    </>
  )
}
