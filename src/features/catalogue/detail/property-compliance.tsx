import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { needsRenovationNotice } from '@/lib/belgium/renovation-obligation'
import { detailTexts } from './detail-texts'
import { FieldList } from './field-list'
import { visibleSections } from './sections'
import type { PropertyView } from './types'
import styles from './detail.module.css'

/**
 * The Belgian compliance block: the mandatory statements (EPC, certificates, urban planning) and,
 * on a home for sale that falls under it, the renovation obligation with a link to the calculator.
 */
export async function PropertyCompliance({
  property,
  lang,
  calculatorHref,
}: {
  property: PropertyView
  lang: Language
  /** The renovation-cost calculator's page in `lang`, when it is published. */
  calculatorHref: string | undefined
}) {
  const sections = visibleSections(property).filter((section) => section.group === 'compliance')
  // The obligation binds whoever acquires the home, so only sale listings carry the notice.
  const renovation =
    property.goal === 0 &&
    needsRenovationNotice({
      region: property.region,
      webId: property.type.parent?.webId ?? property.type.webId,
      epcLabel: property.epcLabel,
    })
  if (sections.length === 0 && !renovation) return null
  const [t, renovationT, calculatorT] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'catalogue.renovationObligation' }),
    getTranslations({ locale: lang, namespace: 'renovationCalculator' }),
  ])
  const texts = detailTexts(t)
  return (
    <section
      className={`${styles.section} ${styles.compliance}`}
      aria-labelledby="property-compliance"
    >
      <h2 id="property-compliance">{t('compliance.title')}</h2>
      <p className={styles.muted}>{t('compliance.intro')}</p>
      {renovation && (
        <div className={styles.notice} role="note">
          <h3 className={styles.small}>{renovationT('title')}</h3>
          <p>{renovationT('notice')}</p>
          {calculatorHref && (
            <p>
              <a href={calculatorHref}>{calculatorT('noticeLink')}</a>
            </p>
          )}
        </div>
      )}
      {sections.map((section) => (
        <div key={section.id} className={styles.subsection}>
          <h3 id={`section-${section.id}`}>{t(`sections.${section.id}`)}</h3>
          <FieldList fields={section.fields} lang={lang} texts={texts} region={property.region} />
        </div>
      ))}
    </section>
  )
}
