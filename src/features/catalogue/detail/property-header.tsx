import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { dateFormat } from '@/lib/format/date-format'
import { priceLabels } from './price-labels.server'
import { closedStatus, priceText } from './price-text'
import type { PropertyView } from './types'
import styles from './detail.module.css'

/**
 * The head of a property page: reference, type and listing date, the title, the sold or rented
 * marquee (or the option badge), the address and the price.
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
  const [t, labels] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    priceLabels(lang),
  ])
  const closed = closedStatus(property)
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
      {!closed && property.status === 'option' && (
        <p className={styles.badge}>{t('status.option')}</p>
      )}
      <p className={styles.address}>{address}</p>
      <p className={styles.price}>
        <span className="visually-hidden">{property.goal === 0 ? t('price') : t('rent')} </span>
        {priceText(property, labels)}
      </p>
    </header>
  )
}
