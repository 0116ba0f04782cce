import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { PropertyCards } from './property-cards'
import type { ProjectView } from './types'
import styles from './detail.module.css'

/** The properties built in the project, as cards that link into the sale or rent list. */
export async function ProjectConstructions({
  project,
  lang,
  fallbackLanguage,
  listUrl,
}: {
  project: ProjectView
  lang: Language
  fallbackLanguage: Language
  /** The list URL of a goal (0 sale, 1 rent). */
  listUrl: (goal: number) => string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.project' })
  return (
    <section className={styles.section} aria-labelledby="project-constructions" data-print="hide">
      <h2 id="project-constructions">{t('constructions')}</h2>
      {project.constructions.length === 0 ? (
        <p className={styles.empty}>{t('noConstructions')}</p>
      ) : (
        <PropertyCards
          items={project.constructions}
          lang={lang}
          fallbackLanguage={fallbackLanguage}
          listUrl={listUrl}
        />
      )}
    </section>
  )
}
