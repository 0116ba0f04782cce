import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { cleanDescription } from '@/features/catalogue/helpers/description-cleaner'
import { formatAmount } from '@/lib/format/price-format'
import { imageSizes } from '@/features/catalogue/media/image-variants'
import { ListingImage } from '@/features/catalogue/media/listing-image'
import type { ProjectCard } from './list-projects.server'
import { KeepButtons } from '@/features/catalogue/keep/keep-buttons'
import styles from './projects-list.module.css'

/** The new-build projects as cards linking to their detail page. */
export async function ProjectsList({
  projects,
  lang,
  fallbackLanguage,
  listUrl,
}: {
  projects: ProjectCard[]
  lang: Language
  fallbackLanguage: Language
  listUrl: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.projectsList' })
  const tKeep = await getTranslations({ locale: lang, namespace: 'catalogue.favourites' })
  if (projects.length === 0) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <ul className={styles.list}>
      {projects.map((project) => {
        const href = `${listUrl}${project.slug}/`
        const soldOut = project.units > 0 && project.sold === project.units
        const { priceFrom: from, priceTo: to } = project
        // One price when the units on offer cost the same; none when no unit can be bought (the
        // rest under option), beside "No unit available".
        const price = soldOut
          ? t('soldOut')
          : project.units > 0 && project.available === 0
            ? null
            : from === null || to === null
              ? t('priceOnRequest')
              : from === to
                ? formatAmount(from)
                : t('priceRange', { from: formatAmount(from), to: formatAmount(to) })
        return (
          <li key={project.id} className={styles.card}>
            {project.photo && (
              <ListingImage photo={project.photo} lang={lang} alt="" sizes={imageSizes.card} />
            )}
            <div className={styles.body}>
              <h2 className={styles.name}>
                <a href={href}>{project.name}</a>
              </h2>
              <p className={styles.place}>
                {project.zip} {project.city}
              </p>
              {price !== null && <p className={styles.price}>{price}</p>}
              <p>{cleanDescription(localize(project.description, lang, fallbackLanguage), 160)}</p>
              {project.units > 0 && (
                <p className={styles.units}>
                  {t('available', { count: project.available, total: project.units })}
                </p>
              )}
              <KeepButtons id={`project-${project.id}`} title={project.name} t={tKeep} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
