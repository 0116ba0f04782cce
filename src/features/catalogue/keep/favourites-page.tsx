import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { idsQuery, keepLimits, type ListingId } from '@/lib/keep/listing-ids'
import { localize } from '@/lib/i18n/multilang'
import { db } from '@/server/db/client'
import type { Database } from '@/server/db/types'
import { imageSizes } from '@/features/catalogue/media/image-variants'
import { ListingImage } from '@/features/catalogue/media/listing-image'
import { ListingCards } from '@/features/catalogue/list/listing-cards'
import { KeepButtons } from './keep-buttons'
import { loadKeptListings, type KeptListing } from './kept-listings.server'
import styles from './kept-pages.module.css'

type Found<K extends KeptListing['kind']> = Extract<KeptListing, { kind: K }>

/**
 * The favourites page: the listings of `?ids=` rendered on the server, so that a shared link
 * shows the same list on any device; sold and rented ones keep their card with its badge, the
 * withdrawn and the unknown ones are said to be no longer available.
 */
export async function FavouritesPage({
  ids,
  lang,
  fallbackLanguage,
  pageUrl,
  origin,
  listUrl,
  projectsUrl,
  compareHref,
  newBadgeDays,
  database = db(),
}: {
  ids: ListingId[]
  lang: Language
  fallbackLanguage: Language
  /** This page's path in `lang`. */
  pageUrl: string
  origin: string
  listUrl: (goal: 0 | 1) => string
  projectsUrl: string
  compareHref: string | undefined
  newBadgeDays: number
  database?: Database
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.favourites' })
  if (ids.length === 0) {
    return (
      <div className={styles.kept} data-keep-page="favourites">
        <p>{t('empty')}</p>
      </div>
    )
  }
  const kept = await loadKeptListings(database, ids)
  const properties = kept.filter(
    (entry): entry is Found<'property'> => entry.kind === 'property' && entry.published,
  )
  const projects = kept.filter(
    (entry): entry is Found<'project'> => entry.kind === 'project' && entry.published,
  )
  const gone = kept.filter((entry) => entry.kind === 'missing' || !entry.published)
  const comparable = properties.slice(0, keepLimits.compare).map((entry) => entry.id)
  const shareUrl = new URL(`${pageUrl}${idsQuery(ids)}`, origin).toString()
  return (
    <div className={styles.kept}>
      <p>{t('count', { count: ids.length })}</p>
      <div className={styles.actions}>
        <p>
          <a href={shareUrl}>{t('share')}</a>
          <span className={styles.shareUrl}>{shareUrl}</span>
        </p>
        <button
          type="button"
          hidden
          data-keep-import
          data-ids={ids.join(',')}
          className={styles.action}
        >
          {t('import')}
        </button>
        {compareHref && comparable.length >= 2 && (
          <p>
            <a href={`${compareHref}${idsQuery(comparable)}`}>
              {t('compareThese', { count: comparable.length })}
            </a>
          </p>
        )}
      </div>
      {properties.length > 0 && (
        <ListingCards
          items={properties.map((entry) => entry.card)}
          lang={lang}
          fallbackLanguage={fallbackLanguage}
          listUrl={listUrl}
          view="grid"
          newBadgeDays={newBadgeDays}
        />
      )}
      {projects.length > 0 && (
        <ul className={styles.projects}>
          {projects.map(({ id, project, photo }) => (
            <li key={id} className={styles.project}>
              {photo && <ListingImage photo={photo} lang={lang} alt="" sizes={imageSizes.card} />}
              <h2 className={styles.projectName}>
                <a href={`${projectsUrl}${encodeURIComponent(project.slug)}/`}>{project.name}</a>
              </h2>
              <p>
                {t('project')} · {project.zip} {project.city}
              </p>
              <KeepButtons id={id} title={project.name} t={t} />
            </li>
          ))}
        </ul>
      )}
      {gone.length > 0 && (
        <section aria-labelledby="favourites-gone" className={styles.gone}>
          <h2 id="favourites-gone">{t('goneTitle')}</h2>
          <ul>
            {gone.map((entry) => {
              const title = goneTitle(entry, lang, fallbackLanguage) ?? t('unknownListing')
              return (
                <li key={entry.id}>
                  <p>
                    <strong>{title}</strong> · {t('gone')}
                  </p>
                  <KeepButtons id={entry.id} title={title} t={t} compare={false} />
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </div>
  )
}

/** What a withdrawn listing was called; nothing for an id no listing has. */
function goneTitle(entry: KeptListing, lang: Language, fallbackLanguage: Language) {
  if (entry.kind === 'property')
    return localize(entry.card.title, lang, fallbackLanguage) || entry.card.reference
  if (entry.kind === 'project') return entry.project.name
  return undefined
}
