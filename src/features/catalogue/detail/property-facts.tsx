import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { epcImagePath, isEpcLabelOf } from '@/lib/belgium/epc'
import { isRegion } from '@/lib/belgium/region'
import { detailTexts } from './detail-texts'
import { epcText, formatFieldValue } from './format-value'
import { detailSections } from './sections'
import type { PropertyView } from './types'
import styles from './detail.module.css'

const fieldById = new Map(
  detailSections.flatMap((section) => section.fields).map((field) => [field.id, field]),
)

/** The key facts under the photos: type, rooms, areas and the EPC label (as its image when known). */
export async function PropertyFacts({
  property,
  lang,
  typeName,
}: {
  property: PropertyView
  lang: Language
  typeName: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const texts = detailTexts(t)
  const fact = (id: string, value: unknown) => {
    const definition = fieldById.get(id)
    return definition ? formatFieldValue(definition, value, { lang, texts }) : ''
  }
  const region = property.region
  const epcLabel = property.epcLabel?.trim().toLowerCase() ?? ''
  const epcImage =
    isRegion(region) && isEpcLabelOf(region, epcLabel) ? epcImagePath(region, epcLabel) : null
  const keyFacts = [
    { id: 'type', label: t('type'), value: typeName },
    { id: 'bedrooms', label: t('fields.bedrooms'), value: fact('bedrooms', property.bedrooms) },
    { id: 'bathrooms', label: t('fields.bathrooms'), value: fact('bathrooms', property.bathrooms) },
    {
      id: 'livingArea',
      label: t('fields.livingArea'),
      value: fact('livingArea', property.livingArea),
    },
    { id: 'plotArea', label: t('fields.plotArea'), value: fact('plotArea', property.plotArea) },
    { id: 'epc', label: t('epc'), value: epcLabel ? epcText(epcLabel) : '' },
  ].filter((entry) => entry.value !== '')
  if (keyFacts.length === 0) return null

  return (
    <section className={styles.section} aria-labelledby="property-facts">
      <h2 id="property-facts" className="visually-hidden">
        {t('keyFacts')}
      </h2>
      <dl className={styles.facts}>
        {keyFacts.map((entry) => (
          <div key={entry.id}>
            <dt>{entry.label}</dt>
            <dd>
              {entry.id === 'epc' && epcImage ? (
                <span className={styles.epc}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a generated 120×48 label */}
                  <img
                    src={epcImage}
                    alt={t('epcImageAlt', { label: entry.value })}
                    width={120}
                    height={48}
                  />
                  <span aria-hidden="true">{entry.value}</span>
                </span>
              ) : (
                entry.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
