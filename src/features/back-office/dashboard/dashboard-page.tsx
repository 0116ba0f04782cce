import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime, personName } from '@/features/back-office/leads/lead-format'
import { isLeadKind } from '@/features/back-office/leads/lead-kinds'
import { dashboardFigures } from './dashboard-queries'

/** The back office's entry: what needs the member today, each figure a link to its screen. */
export async function DashboardPage({ lang, member }: { lang: Language; member: StaffMember }) {
  const [t, kinds, { defaultLanguage }, figures] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.dashboard' }),
    getTranslations({ locale: lang, namespace: 'requestMail.subjects' }),
    getLanguageSettings(),
    dashboardFigures(db(), member),
  ])
  const href = (...segments: string[]) => adminHref(lang, defaultLanguage, ...segments)
  const figure = (id: string, heading: string, value: number, link: string, label: string) => (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className={styles.figure}>
        <a href={link}>
          <span className={styles.figureValue}>{formatNumber(value)}</span> {label}
        </a>
      </p>
    </section>
  )
  const { leads, bookings, missing, viewed, failedMails } = figures
  return (
    <>
      <h1>{t('heading')}</h1>
      <div className={styles.dashboard}>
        <section className={styles.panel} aria-labelledby="dashboard-leads">
          <h2 id="dashboard-leads">{t('leadsHeading')}</h2>
          <p className={styles.figure}>
            <a href={`${href('leads')}?status=new`}>
              <span className={styles.figureValue}>{formatNumber(leads.total)}</span>{' '}
              {t('newLeads', { count: leads.total })}
            </a>
          </p>
          {leads.latest.length > 0 && (
            <ul>
              {leads.latest.map((lead) => (
                <li key={lead.id}>
                  <a href={href('leads', String(lead.id))}>{personName(lead)}</a>,{' '}
                  {isLeadKind(lead.kind) ? kinds(lead.kind) : lead.kind},{' '}
                  {leadDateTime(lang, lead.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-bookings">
          <h2 id="dashboard-bookings">{t('bookingsHeading')}</h2>
          <p className={styles.figure}>
            <a href={`${href('leads')}?kind=appointment`}>
              <span className={styles.figureValue}>{formatNumber(bookings.total)}</span>{' '}
              {t('bookings', { count: bookings.total })}
            </a>
          </p>
          {bookings.next.length > 0 && (
            <ul>
              {bookings.next.map((booking) => (
                <li key={booking.id}>
                  <a href={href('leads', String(booking.submissionId))}>
                    {leadDateTime(lang, booking.startsAt)}
                  </a>
                  , {booking.reference ?? booking.project}
                </li>
              ))}
            </ul>
          )}
        </section>
        {failedMails !== null &&
          figure(
            'dashboard-failed',
            t('failedHeading'),
            failedMails,
            `${href('outbox')}?status=failed`,
            t('failedMails', { count: failedMails }),
          )}
        <section className={styles.panel} aria-labelledby="dashboard-listings">
          <h2 id="dashboard-listings">{t('listingsHeading')}</h2>
          <ul>
            <li className={styles.figure}>
              <a href={`${href('properties')}?missing=photos`}>
                <span className={styles.figureValue}>{formatNumber(missing.photos)}</span>{' '}
                {t('withoutPhotos', { count: missing.photos })}
              </a>
            </li>
            <li className={styles.figure}>
              <a href={`${href('properties')}?missing=epc`}>
                <span className={styles.figureValue}>{formatNumber(missing.epc)}</span>{' '}
                {t('withoutEpc', { count: missing.epc })}
              </a>
            </li>
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="dashboard-viewed">
          <h2 id="dashboard-viewed">{t('viewedHeading')}</h2>
          {viewed.length === 0 ? (
            <p>{t('noViews')}</p>
          ) : (
            <ol>
              {viewed.map((listing) => (
                <li key={listing.reference}>
                  <a href={href('properties', listing.reference)}>{listing.reference}</a>,{' '}
                  {listing.city}:{' '}
                  {t('views', { count: listing.views, views: formatNumber(listing.views) })}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  )
}
