import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { priceLabels } from '@/features/catalogue/detail/price-labels.server'
import { priceText } from '@/features/catalogue/detail/price-text'
import { badgeKinds, badgeText, previousPrice } from '@/features/catalogue/detail/listing-badges'
import { ListingBadgeList } from '@/features/catalogue/detail/listing-badge-list'
import { ReducedPrice } from '@/features/catalogue/detail/reduced-price'
import { propertyUrl } from '@/lib/routing/property-url'
import { epcLabelText } from '@/lib/belgium/epc'
import { formatNumber } from '@/lib/format/number-format'
import { imageSizes } from '@/features/catalogue/media/image-variants'
import { ListingImage } from '@/features/catalogue/media/listing-image'
import { PropertyTypeIcon } from '@/features/catalogue/helpers/property-type-icon'
import type { ListingCard } from '@/features/catalogue/search/listing-card'
import { KeepButtons } from '@/features/catalogue/keep/keep-buttons'
import styles from './list.module.css'

/** Search results as cards (grid) or rows (list); the first card's photo is the page's LCP image. */
export async function ListingCards({
  items,
  lang,
  fallbackLanguage,
  listUrl,
  view,
  priorityFirst = true,
  newBadgeDays,
  now = new Date(),
}: {
  items: ListingCard[]
  lang: Language
  fallbackLanguage: Language
  /** The list the detail URLs start from, or the list of each goal (a favourites list mixes them). */
  listUrl: string | ((goal: 0 | 1) => string)
  view: 'grid' | 'list'
  /** False where the cards are not the top of the page (below the map). */
  priorityFirst?: boolean
  /** The site configuration's `listings.newBadgeDays`. */
  newBadgeDays: number
  now?: Date
}) {
  const [t, tSearch, tDetail, tKeep, labels] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.list' }),
    getTranslations({ locale: lang, namespace: 'catalogue.search' }),
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'catalogue.favourites' }),
    priceLabels(lang),
  ])
  return (
    <ul className={styles.cards} data-view={view}>
      {items.map((item, index) => {
        const title = localize(item.title, lang, fallbackLanguage) || item.reference
        const badges = badgeKinds(item, newBadgeDays, now).map((kind) => ({
          kind,
          text: badgeText(kind, tDetail),
        }))
        const href = propertyUrl(
          typeof listUrl === 'string' ? listUrl : listUrl(item.goal),
          { ...item, type: { slug: item.typeSlug, name: item.typeName } },
          lang,
        )
        const price = priceText(
          {
            ...item,
            details: {
              priceUnitText: item.priceUnitText ?? undefined,
              marqueeName: item.marqueeName ?? undefined,
            },
          },
          labels,
        )
        return (
          <li key={item.id} className={styles.card}>
            {item.photo && (
              <div className={styles.media}>
                <ListingImage
                  photo={item.photo}
                  lang={lang}
                  alt=""
                  sizes={imageSizes.card}
                  priority={priorityFirst && index === 0}
                  className={styles.photo}
                />
                {item.photoCount > 1 && (
                  <span className={styles.photoCount}>
                    {tSearch('photoCount', { count: item.photoCount })}
                  </span>
                )}
              </div>
            )}
            <div className={styles.body}>
              <h2 className={styles.title}>
                <a href={href}>{title}</a>
              </h2>
              <ListingBadgeList badges={badges} badgeClassName={styles.badge} />
              <p className={styles.price}>
                <ReducedPrice
                  price={price}
                  previous={previousPrice(item)}
                  previousLabel={tDetail('previousPrice')}
                  currentLabel={tDetail('currentPrice')}
                  delClassName={styles.previousPrice}
                />
              </p>
              <p className={styles.place}>
                {item.zip} {item.city} ·{' '}
                <span className={styles.type}>
                  <PropertyTypeIcon webId={item.typeWebId} className={styles.typeIcon} />
                  {localize(item.typeName, lang, fallbackLanguage)}
                </span>
              </p>
              <ul className={styles.facts}>
                {item.bedrooms !== null && item.bedrooms > 0 && (
                  <li>{t('bedroomCount', { count: item.bedrooms })}</li>
                )}
                {item.livingArea !== null && (
                  <li>{t('area', { area: formatNumber(item.livingArea) })}</li>
                )}
                {item.epcLabel && <li>{t('epcLabel', { label: epcLabelText(item.epcLabel) })}</li>}
              </ul>
              <KeepButtons id={`property-${item.id}`} title={title} t={tKeep} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
