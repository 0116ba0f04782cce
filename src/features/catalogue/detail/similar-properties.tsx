import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { similarProperties } from './load-property.server'
import { PropertyCards } from './property-cards'
import type { PropertyView } from './types'
import styles from './detail.module.css'

/** Properties like this one, under its page; nothing when there are none or they cannot be read. */
export async function SimilarProperties({
  property,
  lang,
  fallbackLanguage,
  listUrl,
}: {
  property: PropertyView
  lang: Language
  fallbackLanguage: Language
  /** The list the property is in; the cards link below it. */
  listUrl: string
}) {
  const similar = await similarProperties(property).catch(() => [])
  if (similar.length === 0) return null
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  return (
    <section className={styles.section} aria-labelledby="property-similar" data-print="hide">
      <h2 id="property-similar">{t('similar.title')}</h2>
      <PropertyCards
        items={similar}
        lang={lang}
        fallbackLanguage={fallbackLanguage}
        listUrl={() => listUrl}
      />
    </section>
  )
}
