import type { Language } from '@/lib/i18n/languages'
import { listProjects } from './list-projects.server'
import { ProjectsList } from './projects-list'
import styles from '@/features/catalogue/list/list.module.css'

/** The page of the new-build projects list: its title and every project as a card. */
export async function ProjectsPage({
  title,
  lang,
  fallbackLanguage,
  listUrl,
}: {
  title: string
  lang: Language
  fallbackLanguage: Language
  listUrl: string
}) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <ProjectsList
        projects={await listProjects()}
        lang={lang}
        fallbackLanguage={fallbackLanguage}
        listUrl={listUrl}
      />
    </div>
  )
}
