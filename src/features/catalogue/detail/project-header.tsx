import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { formatAmount } from '@/lib/format/price-format'
import { isSoldOut, priceRange } from './project-units'
import type { ProjectView } from './types'
import styles from './detail.module.css'

/** The head of a project page: reference, name, the sold-out marquee, address and price range. */
export async function ProjectHeader({
  project,
  lang,
  address,
}: {
  project: ProjectView
  lang: Language
  address: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.project' })
  const soldOut = isSoldOut(project.units)
  const range = priceRange(project.units)
  const priceLine = range
    ? range.from === range.to
      ? formatAmount(range.from)
      : t('priceFromTo', { from: formatAmount(range.from), to: formatAmount(range.to) })
    : t('priceOnRequest')
  return (
    <header className={styles.head}>
      <p className={styles.meta}>{t('reference', { reference: project.reference })}</p>
      <h1 className={styles.title}>{project.name}</h1>
      {soldOut && (
        <p className={styles.marquee} data-status="sold-out">
          <strong>{t('soldOut')}</strong>
        </p>
      )}
      <p className={styles.address}>{address}</p>
      {!soldOut && (
        <p className={styles.price}>
          <span className="visually-hidden">{t('price')} </span>
          {priceLine}
        </p>
      )}
    </header>
  )
}
