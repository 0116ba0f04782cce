import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { formatDate } from '@/lib/format/date-format'
import { formatAmount } from '@/lib/format/price-format'
import { imageSizes } from '@/features/catalogue/media/image-variants'
import { ListingImage } from '@/features/catalogue/media/listing-image'
import type { Reference } from './recent-references.server'
import styles from './references.module.css'

/** The agency's recent results: photo, type and town, "sold" or "let" with the month. */
export async function ReferenceCards({
  items,
  months,
  lang,
  fallbackLanguage,
}: {
  items: Reference[]
  /** The configuration's period, which the sentence above the cards names. */
  months: number
  lang: Language
  fallbackLanguage: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'references' })
  if (items.length === 0) return <p>{t('none')}</p>
  return (
    <>
      <p>{t('period', { months })}</p>
      <ul className={styles.cards}>
        {items.map((item) => {
          const month = formatDate(item.closedAt, lang, { month: 'long', year: 'numeric' })
          return (
            <li key={item.id} className={styles.card}>
              {item.photo && (
                <ListingImage
                  photo={item.photo}
                  lang={lang}
                  alt=""
                  sizes={imageSizes.card}
                  className={styles.photo}
                />
              )}
              <div className={styles.body}>
                <h2 className={styles.title}>
                  {t('title', {
                    type: localize(item.typeName, lang, fallbackLanguage),
                    town: item.city,
                  })}
                </h2>
                <p className={styles.outcome}>
                  {item.status === 'rented' ? t('let', { month }) : t('sold', { month })}
                </p>
                {item.price !== null && (
                  <p className={styles.price}>
                    {item.goal === 0
                      ? formatAmount(item.price)
                      : t('rentPerMonth', { amount: formatAmount(item.price) })}
                  </p>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
