import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { ProjectView } from './types'
import styles from './detail.module.css'

/** The project's documents (plans, brochures) as download links, by title or file name. */
export async function ProjectDocuments({
  project,
  lang,
  fallbackLanguage,
}: {
  project: ProjectView
  lang: Language
  fallbackLanguage: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.project' })
  return (
    <section className={styles.section} aria-labelledby="project-documents">
      <h2 id="project-documents">{t('documents')}</h2>
      {project.documents.length === 0 ? (
        <p className={styles.empty}>{t('noDocuments')}</p>
      ) : (
        <ul className={styles.documents}>
          {project.documents.map((document, index) => (
            <li key={`${document.file}-${index}`}>
              <a href={document.file}>
                {localize(document.title, lang, fallbackLanguage) || document.file.split('/').pop()}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
