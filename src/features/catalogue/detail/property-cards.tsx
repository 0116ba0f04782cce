import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { imageSizes } from '@/features/catalogue/media/image-variants'
import { PropertyTypeIcon } from '@/features/catalogue/helpers/property-type-icon'
import { DetailImage } from './detail-image'
import { priceLabels } from './price-labels.server'
import { closedStatus, priceText } from './price-text'
import { propertyUrl } from '@/lib/routing/property-url'
import type { PropertySummary } from './types'
import { KeepButtons } from '@/features/catalogue/keep/keep-buttons'
import styles from './detail.module.css'

/**
 * Property cards (similar properties, a project's constructions): photo, title link, price, city
 * and bedrooms. `listUrl` gives the list URL of a goal, which the detail URL starts from.
 */
export async function PropertyCards({
  items,
  lang,
  fallbackLanguage,
  listUrl,
}: {
  items: PropertySummary[]
  lang: Language
  fallbackLanguage: Language
  listUrl: (goal: number) => string
}) {
  if (items.length === 0) return null
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const tKeep = await getTranslations({ locale: lang, namespace: 'catalogue.favourites' })
  const labels = await priceLabels(lang)
  return (
    <ul className={styles.cards}>
      {items.map((item) => {
        const title = localize(item.title, lang, fallbackLanguage) || item.reference
        const closed = closedStatus(item)
        const photo = item.photos[0]
        return (
          <li key={item.id} className={styles.card}>
            {photo && (
              <DetailImage
                photo={photo}
                lang={lang}
                alt=""
                sizes={imageSizes.card}
                className={styles.cardImage}
              />
            )}
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>
                <a href={propertyUrl(listUrl(item.goal), item, lang)}>{title}</a>
              </h3>
              {closed && <p className={styles.badge}>{t(`status.${closed}`)}</p>}
              {!closed && item.status === 'option' && (
                <p className={styles.badge}>{t('status.option')}</p>
              )}
              <p className={styles.cardPrice}>{priceText(item, labels)}</p>
              <p className={styles.cardType}>
                <PropertyTypeIcon webId={item.type.parent?.webId ?? item.type.webId} />
                {localize(item.type.name, lang, fallbackLanguage)}
              </p>
              <p className={styles.muted}>
                {item.zip} {item.city}
                {item.bedrooms !== null && item.bedrooms > 0 && (
                  <> · {t('similar.bedrooms', { count: item.bedrooms })}</>
                )}
              </p>
              <KeepButtons id={`property-${item.id}`} title={title} t={tKeep} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
