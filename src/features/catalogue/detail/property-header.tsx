import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { dateFormat } from '@/lib/format/date-format'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { badgeKinds, badgeText, previousPrice } from './listing-badges'
import { ListingBadgeList } from './listing-badge-list'
import { priceLabels } from './price-labels.server'
import { ReducedPrice } from './reduced-price'
import { closedStatus, priceText } from './price-text'
import type { PropertyView } from './types'
import styles from './detail.module.css'

/**
 * The head of a property page: reference, type and listing date, the title, the sold or rented
 * marquee (or the option, new and price-reduced badges), the address and the price, after the
 * price it was lowered from.
 */
export async function PropertyHeader({
  property,
  lang,
  title,
  typeName,
  address,
}: {
  property: PropertyView
  lang: Language
  title: string
  typeName: string
  address: string
}) {
  const [t, labels, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    priceLabels(lang),
    getSiteConfig(),
  ])
  const closed = closedStatus(property)
  // Sold and rented have their marquee instead.
  const badges = closed
    ? []
    : badgeKinds(property, config.listings.newBadgeDays, new Date()).map((kind) => ({
        kind,
        text: badgeText(kind, t),
      }))
  return (
    <header className={styles.head}>
      <p className={styles.meta}>
        {t('referenceLabel', { reference: property.reference })}
        {typeName && <> · {typeName}</>} ·{' '}
        {t('listedOn', {
          date: dateFormat(lang, {
            dateStyle: 'long',
            timeZone: 'Europe/Brussels',
          }).format(property.createdAt),
        })}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {closed && (
        <p className={styles.marquee} data-status={closed}>
          <strong>{t(`status.${closed}`)}</strong> <span>{t(`statusMessage.${closed}`)}</span>
        </p>
      )}
      <ListingBadgeList badges={badges} badgeClassName={styles.badge} />
      <p className={styles.address}>{address}</p>
      <p className={styles.price}>
        <span className="visually-hidden">{property.goal === 0 ? t('price') : t('rent')} </span>
        <ReducedPrice
          price={priceText(property, labels)}
          previous={previousPrice(property)}
          previousLabel={t('previousPrice')}
          currentLabel={t('currentPrice')}
          delClassName={styles.previousPrice}
        />
      </p>
    </header>
  )
}
