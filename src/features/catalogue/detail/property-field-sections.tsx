import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { detailTexts } from './detail-texts'
import { FieldList } from './field-list'
import { visibleSections } from './sections'
import type { PropertyView } from './types'
import styles from './detail.module.css'

/** Every main section of the property's fields that has a value to show, one under the other. */
export async function PropertyFieldSections({
  property,
  lang,
}: {
  property: PropertyView
  lang: Language
}) {
  const sections = visibleSections(property).filter((section) => section.group === 'main')
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const texts = detailTexts(t)
  return sections.map((section) => (
    <section key={section.id} className={styles.section} aria-labelledby={`section-${section.id}`}>
      <h2 id={`section-${section.id}`}>{t(`sections.${section.id}`)}</h2>
      <FieldList fields={section.fields} lang={lang} texts={texts} region={property.region} />
    </section>
  ))
}
