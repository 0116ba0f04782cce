import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { ListingId } from '@/lib/keep/listing-ids'
import { propertyUrl } from '@/lib/routing/property-url'
import { db } from '@/server/db/client'
import type { Database } from '@/server/db/types'
import { priceLabels } from '@/features/catalogue/detail/price-labels.server'
import { closedStatus, priceText } from '@/features/catalogue/detail/price-text'
import { imageSizes } from '@/features/catalogue/media/image-variants'
import { ListingImage } from '@/features/catalogue/media/listing-image'
import { KeepButtons } from './keep-buttons'
import { compareRows, type Compared } from './compare-rows'
import { loadKeptListings, type KeptListing } from './kept-listings.server'
import styles from './kept-pages.module.css'

/**
 * The compare page: up to four properties of `?ids=` side by side in a table whose rows are the
 * facts and whose columns are the listings, each headed by its photo; it scrolls inside its own
 * box on a narrow screen.
 */
export async function ComparePage({
  ids,
  lang,
  fallbackLanguage,
  listUrl,
  database = db(),
}: {
  ids: ListingId[]
  lang: Language
  fallbackLanguage: Language
  listUrl: (goal: 0 | 1) => string
  database?: Database
}) {
  const [t, tDetail, tKeep, labels] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.compare' }),
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'catalogue.favourites' }),
    priceLabels(lang),
  ])
  const properties = ids.filter((id) => id.startsWith('property-'))
  if (properties.length === 0) {
    return (
      <div className={styles.kept} data-keep-page="compare">
        <p>{t('empty')}</p>
      </div>
    )
  }
  const kept = await loadKeptListings(database, properties)
  const shown = kept.filter(
    (entry): entry is Extract<KeptListing, { kind: 'property' }> =>
      entry.kind === 'property' && entry.published,
  )
  const goneCount = kept.length - shown.length
  const compared: Compared[] = shown.map(({ card, facts }) => ({
    card,
    facts,
    price: priceText(
      {
        ...card,
        details: {
          priceUnitText: card.priceUnitText ?? undefined,
          marqueeName: card.marqueeName ?? undefined,
        },
      },
      labels,
    ),
  }))
  const rows = compareRows(compared, {
    label: (key) => t(`rows.${key}`),
    area: (area) => t('area', { area }),
    perArea: (amount) => t('perArea', { amount }),
    epcValue: (value) => t('epcValue', { value }),
    yes: t('yes'),
    no: t('no'),
  })
  return (
    <div className={styles.kept}>
      {goneCount > 0 && <p>{t('gone', { count: goneCount })}</p>}
      {shown.length > 0 && (
        <div
          className={styles.tableBox}
          role="region"
          aria-labelledby="compare-caption"
          // Focusable, so that a keyboard can scroll the table on a narrow screen.
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id="compare-caption">{t('caption', { count: shown.length })}</caption>
            <thead>
              <tr>
                <td />
                {shown.map(({ id, card }) => {
                  const title = localize(card.title, lang, fallbackLanguage) || card.reference
                  const closed = closedStatus(card)
                  const href = propertyUrl(
                    listUrl(card.goal),
                    { ...card, type: { slug: card.typeSlug, name: card.typeName } },
                    lang,
                  )
                  return (
                    <th key={id} scope="col">
                      {card.photo && (
                        <ListingImage
                          photo={card.photo}
                          lang={lang}
                          alt={title}
                          sizes={imageSizes.card}
                          className={styles.photo}
                        />
                      )}
                      <a href={href}>{title}</a>
                      <span className={styles.place}>
                        {card.zip} {card.city}
                      </span>
                      {closed && (
                        <strong className={styles.status}>{tDetail(`status.${closed}`)}</strong>
                      )}
                      <KeepButtons id={id} title={title} t={tKeep} />
                    </th>
                  )
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((value, index) => (
                    <td key={shown[index]!.id}>
                      {value ?? <span className={styles.missing}>{t('notGiven')}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
