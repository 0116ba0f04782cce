import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { localize } from '@/lib/i18n/multilang'
import type { ShellContext } from '@/features/shell/shell-context'
import { formatNumber } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import { AgentCard } from './agent-card'
import { DetailBreadcrumb } from './detail-breadcrumb'
import { JsonLd } from './json-ld'
import { LocationLinks } from './location-links'
import { PhotoGallery } from './photo-gallery'
import { isSoldOut, priceRange, unitStatus } from './project-units'
import { PropertyCards } from './property-cards'
import { projectJsonLd } from './structured-data'
import { countryCode, countryName, descriptionParagraphs, formatAddress } from './text'
import type { ProjectView } from './types'
import {
  ProjectRequestLinks,
  ProjectRequests,
} from '@/features/requests/listing/listing-request-sections'
import styles from './detail.module.css'
import './print.css'

export { projectMetadata } from './metadata'

/** The path-catalogue original paths of the sale and rent lists (src/features/catalogue/list-routes.ts). */
const listPaths = { sale: 'for-sale', rent: 'for-rent' } as const

/** Where a goal's list lives in this language: the path catalogue, else the demo's URLs. */
function propertyListUrl(shell: ShellContext, goal: number): string {
  const kind = goal === 0 ? 'sale' : 'rent'
  return (
    shell.hrefs(listPaths[kind]) ?? localizedUrl(shell.lang, listPaths[kind], shell.defaultLanguage)
  )
}

/**
 * The new-build project page (specification §2 "Project list and detail"): description,
 * delivery, situation, technical information, photos, the price range and the price list of its
 * units, its constructions, documents, contact person with the construction contact form and
 * schema.org data.
 */
export async function ProjectPage({
  project,
  lang,
  shell,
  listUrl,
  origin,
  propertyListUrl: listUrlFor,
}: {
  project: ProjectView
  lang: Language
  shell: ShellContext
  listUrl: string
  origin: string
  /** The list URL of a goal (0 sale, 1 rent) for the constructions' links; the path catalogue's by default. */
  propertyListUrl?: (goal: number) => string
}) {
  const fallback = shell.defaultLanguage
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.project' })
  const d = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const opensInNewTab = (await getTranslations({ locale: lang, namespace: 'shell' }))(
    'opensInNewTab',
  )
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
    { id: 'delivery', title: t('delivery'), text: localize(project.delivery, lang, fallback) },
    { id: 'situation', title: t('situation'), text: localize(project.situation, lang, fallback) },
    {
      id: 'technical',
      title: t('technicalInfo'),
      text: localize(project.technicalInfo, lang, fallback),
    },
  ]
    .map((entry) => ({ ...entry, paragraphs: descriptionParagraphs(entry.text) }))
    .filter((entry) => entry.paragraphs.length > 0)
  const soldOut = isSoldOut(project.units)
  const range = priceRange(project.units)
  const priceLine = soldOut
    ? t('soldOut')
    : range
      ? range.from === range.to
        ? formatAmount(range.from)
        : t('priceFromTo', { from: formatAmount(range.from), to: formatAmount(range.to) })
      : t('priceOnRequest')
  const floorName = (floor: string) => (floor.trim() === '0' ? t('groundFloor') : floor)
  const crumbs = [
    { name: d('home'), href: shell.hrefs('home') ?? '/' },
    { name: t('breadcrumb'), href: listUrl },
    { name: project.name, href: url },
  ]

  return (
    <article className={styles.page} data-print-sheet="">
      <div className={styles.container}>
        <DetailBreadcrumb crumbs={crumbs} lang={lang} origin={origin} />
        <header className={styles.head}>
          <p className={styles.meta}>{t('reference', { reference: project.reference })}</p>
          <h1 className={styles.title}>{project.name}</h1>
          {soldOut && (
            <p className={styles.marquee} data-status="sold-out">
              <strong>{t('soldOut')}</strong>
            </p>
          )}
          <p className={styles.address}>{address}</p>
          {!soldOut && (
            <p className={styles.price}>
              <span className="visually-hidden">{t('price')} </span>
              {priceLine}
            </p>
          )}
        </header>

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
            {description.length > 0 && (
              <section className={styles.section} aria-labelledby="project-description">
                <h2 id="project-description">{t('description')}</h2>
                <div className={styles.prose}>
                  {description.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            )}
            {texts.map((entry) => (
              <section
                key={entry.id}
                className={styles.section}
                aria-labelledby={`project-${entry.id}`}
              >
                <h2 id={`project-${entry.id}`}>{entry.title}</h2>
                <div className={styles.prose}>
                  {entry.paragraphs.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ))}

            <section className={styles.section} aria-labelledby="project-price-list">
              <h2 id="project-price-list">{t('priceList')}</h2>
              {project.units.length === 0 ? (
                <p className={styles.empty}>{t('noUnits')}</p>
              ) : (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">
                      {t('priceListCaption', { name: project.name })}
                    </caption>
                    <thead>
                      <tr>
                        {/* Price and status first: on a phone the table scrolls sideways and
                            they are what a buyer looks for. */}
                        <th scope="col">{t('unit')}</th>
                        <th scope="col">{t('unitPrice')}</th>
                        <th scope="col">{t('status')}</th>
                        <th scope="col">{t('bedrooms')}</th>
                        <th scope="col">{t('surface')}</th>
                        <th scope="col">{t('floor')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {project.units.map((unit) => {
                        const status = unitStatus(unit.status)
                        return (
                          <tr key={unit.id} data-status={status}>
                            <th scope="row">{unit.name}</th>
                            <td>
                              {status === 'sold' || unit.price === null ? (
                                '–'
                              ) : (
                                <span className={styles.amount}>{formatAmount(unit.price)}</span>
                              )}
                            </td>
                            <td>
                              <span className={styles.unitStatus} data-status={status}>
                                {t(`unitStatus.${status}`)}
                              </span>
                            </td>
                            <td>{unit.bedrooms !== null ? formatNumber(unit.bedrooms) : '–'}</td>
                            <td className={styles.amount}>
                              {unit.surface !== null
                                ? d('units.area', { value: formatNumber(unit.surface) })
                                : '–'}
                            </td>
                            <td>{floorName(unit.floor)}</td>
                          </tr>
                        )
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </section>

            <section
              className={styles.section}
              aria-labelledby="project-constructions"
              data-print="hide"
            >
              <h2 id="project-constructions">{t('constructions')}</h2>
              {project.constructions.length === 0 ? (
                <p className={styles.empty}>{t('noConstructions')}</p>
              ) : (
                <PropertyCards
                  items={project.constructions}
                  lang={lang}
                  fallbackLanguage={fallback}
                  listUrl={listUrlFor ?? ((goal) => propertyListUrl(shell, goal))}
                />
              )}
            </section>

            <section className={styles.section} aria-labelledby="project-documents">
              <h2 id="project-documents">{t('documents')}</h2>
              {project.documents.length === 0 ? (
                <p className={styles.empty}>{t('noDocuments')}</p>
              ) : (
                <ul className={styles.documents}>
                  {project.documents.map((document, index) => (
                    <li key={`${document.file}-${index}`}>
                      <a href={document.file}>
                        {localize(document.title, lang, fallback) || document.file.split('/').pop()}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section className={styles.section} aria-labelledby="project-location">
              <h2 id="project-location">{t('location')}</h2>
              <address className={styles.plainAddress}>{address}</address>
              {project.publicAddress && project.lat !== null && project.lng !== null && (
                <LocationLinks
                  lat={project.lat}
                  lng={project.lng}
                  labels={{
                    map: d('location.openStreetMap'),
                    streetView: d('location.streetView'),
                    opensInNewTab,
                  }}
                />
              )}
            </section>

            <ProjectRequests project={project} lang={lang} />
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
            <ProjectRequestLinks projectId={project.id} lang={lang} />
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
    </article>
  )
}
