import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { Hrefs } from '@/lib/routing/hrefs'
import { AgentCard } from './agent-card'
import { DetailBreadcrumb } from './detail-breadcrumb'
import { JsonLd } from '@/lib/html/json-ld'
import { ContactBar } from './contact-bar'
import { LocationSection } from './location-section'
import { PhotoGallery } from './photo-gallery'
import { ProjectConstructions } from './project-constructions'
import { ProjectDocuments } from './project-documents'
import { ProjectHeader } from './project-header'
import { KeepButtons } from '@/features/catalogue/keep/keep-buttons'
import { RecentVisit } from '@/features/catalogue/keep/recently-viewed'
import { ProjectPriceList } from './project-price-list'
import { ProseSection } from './prose-section'
import { projectJsonLd } from './structured-data'
import { countryCode, countryName, descriptionParagraphs, formatAddress } from './text'
import type { ProjectView } from './types'
import styles from './detail.module.css'
import './print.css'

/**
 * The new-build project page (specification §2 "Project list and detail"): description,
 * delivery, situation, technical information, photos, the price range and the price list of its
 * units, its constructions, documents, location, contact person and schema.org data. The route
 * adds the request forms (`requests`, at the end of the main column) and the links to them
 * (`requestLinks`, under the contact person).
 */
export async function ProjectPage({
  project,
  lang,
  fallbackLanguage: fallback,
  hrefs,
  listUrl,
  origin,
  propertyListUrl,
  requests,
  requestLinks,
  bookingHref,
}: {
  project: ProjectView
  lang: Language
  fallbackLanguage: Language
  /** The path catalogue's URLs in `lang` (the breadcrumb's home). */
  hrefs: Hrefs
  listUrl: string
  origin: string
  /** The list URL of a goal (0 sale, 1 rent), for the constructions' links. */
  propertyListUrl: (goal: number) => string
  requests?: ReactNode
  requestLinks?: ReactNode
  /** The booking form's anchor, for the phone's contact bar; absent without visit slots. */
  bookingHref?: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.project' })
  const d = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const tKeep = await getTranslations({ locale: lang, namespace: 'catalogue.favourites' })
  const base = listUrl.endsWith('/') ? listUrl : `${listUrl}/`
  const url = `${base}${encodeURIComponent(project.slug)}/`
  const code = countryCode(project.countryId)
  const country = code === 'BE' ? '' : countryName(code, lang)
  const address = formatAddress(
    { ...project, publishAddress: project.publicAddress },
    (box) => d('box', { box }),
    country,
  )
  const description = descriptionParagraphs(localize(project.description, lang, fallback))
  const texts = [
    { id: 'delivery', title: t('delivery'), text: project.delivery },
    { id: 'situation', title: t('situation'), text: project.situation },
    { id: 'technical', title: t('technicalInfo'), text: project.technicalInfo },
  ]
  const crumbs = [
    { name: d('home'), href: hrefs('home') ?? '/' },
    { name: t('breadcrumb'), href: listUrl },
    { name: project.name, href: url },
  ]
  return (
    <article className={styles.page} data-print-sheet="">
      <div className={styles.container}>
        <DetailBreadcrumb crumbs={crumbs} lang={lang} origin={origin} />
        <ProjectHeader project={project} lang={lang} address={address} />
        <KeepButtons id={`project-${project.id}`} title={project.name} t={tKeep} />
        <RecentVisit id={`project-${project.id}`} title={project.name} href={url} />
        {project.photos.length > 0 ? (
          <PhotoGallery
            photos={project.photos}
            title={project.name}
            lang={lang}
            headingId="project-photos"
          />
        ) : (
          <section className={styles.section} aria-labelledby="project-photos">
            <h2 id="project-photos">{t('photos')}</h2>
            <p className={styles.empty}>{t('noPhotos')}</p>
          </section>
        )}
        <div className={styles.layout}>
          <div className={styles.main}>
            <ProseSection
              headingId="project-description"
              title={t('description')}
              paragraphs={description}
            />
            {texts.map((entry) => (
              <ProseSection
                key={entry.id}
                headingId={`project-${entry.id}`}
                title={entry.title}
                paragraphs={descriptionParagraphs(localize(entry.text, lang, fallback))}
              />
            ))}
            <ProjectPriceList project={project} lang={lang} />
            <ProjectConstructions
              project={project}
              lang={lang}
              fallbackLanguage={fallback}
              listUrl={propertyListUrl}
            />
            <ProjectDocuments project={project} lang={lang} fallbackLanguage={fallback} />
            <LocationSection
              headingId="project-location"
              title={t('location')}
              address={address}
              point={
                project.publicAddress && project.lat !== null && project.lng !== null
                  ? { lat: project.lat, lng: project.lng }
                  : null
              }
              area={
                project.lat !== null && project.lng !== null
                  ? { lat: project.lat, lng: project.lng }
                  : null
              }
              lang={lang}
            />
            {requests}
          </div>
          <aside className={styles.side}>
            {project.agent && (
              <AgentCard
                agent={project.agent}
                lang={lang}
                fallbackLanguage={fallback}
                headingId="project-contact"
              />
            )}
            {requestLinks}
          </aside>
        </div>
        <JsonLd
          data={projectJsonLd({
            url: new URL(url, origin).toString(),
            origin,
            name: project.name,
            description: description.join(' '),
            publicAddress: project.publicAddress,
            address: { ...project, country: code },
            lat: project.lat,
            lng: project.lng,
            photos: project.photos,
          })}
        />
      </div>
      <ContactBar agent={project.agent} bookingHref={bookingHref} lang={lang} />
    </article>
  )
}
