import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { formatAmount } from '@/lib/format/price-format'
import { formatNumber } from '@/lib/format/number-format'
import { unitStatus } from './project-units'
import type { ProjectView } from './types'
import styles from './detail.module.css'

/** The price list of a project's units: name, price, status, bedrooms, surface and floor. */
export async function ProjectPriceList({
  project,
  lang,
}: {
  project: ProjectView
  lang: Language
}) {
  const [t, d] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.project' }),
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
  ])
  const floorName = (floor: string) => (floor.trim() === '0' ? t('groundFloor') : floor)
  return (
    <section className={styles.section} aria-labelledby="project-price-list">
      <h2 id="project-price-list">{t('priceList')}</h2>
      {project.units.length === 0 ? (
        <p className={styles.empty}>{t('noUnits')}</p>
      ) : (
        // On a phone the table scrolls sideways: the scroller is a stop for the keyboard.
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="project-price-list-caption"
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id="project-price-list-caption" className="visually-hidden">
              {t('priceListCaption', { name: project.name })}
            </caption>
            <thead>
              <tr>
                {/* Price and status first: on a phone the table scrolls sideways and
                    they are what a buyer looks for. */}
                <th scope="col">{t('unit')}</th>
                <th scope="col">{t('unitPrice')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('bedrooms')}</th>
                <th scope="col">{t('surface')}</th>
                <th scope="col">{t('floor')}</th>
              </tr>
            </thead>
            <tbody>
              {project.units.map((unit) => {
                const status = unitStatus(unit.status)
                return (
                  <tr key={unit.id} data-status={status}>
                    <th scope="row">{unit.name}</th>
                    <td>
                      {status === 'sold' || status === 'soldOut' || unit.price === null ? (
                        '–'
                      ) : (
                        <span className={styles.amount}>{formatAmount(unit.price)}</span>
                      )}
                    </td>
                    <td>
                      <span className={styles.unitStatus} data-status={status}>
                        {t(`unitStatus.${status}`)}
                      </span>
                    </td>
                    <td>{unit.bedrooms !== null ? formatNumber(unit.bedrooms) : '–'}</td>
                    <td className={styles.amount}>
                      {unit.surface !== null
                        ? d('units.area', { value: formatNumber(unit.surface) })
                        : '–'}
                    </td>
                    <td>{floorName(unit.floor)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
