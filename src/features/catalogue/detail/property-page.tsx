import { headers } from 'next/headers'
import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { db } from '@/server/db/client'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { ShellContext } from '@/features/shell/shell-context'
import { epcImagePath, isEpcLabelOf } from '@/lib/belgium/epc'
import { dateLocale } from '@/lib/format/date-locale'
import { parseNumber } from '@/lib/format/number-format'
import { isRegion } from '@/lib/belgium/region'
import { needsRenovationNotice } from '@/lib/belgium/renovation-obligation'
import { parseVideoLink, type VideoLink } from '@/features/catalogue/helpers/video-link'
import { recordPropertyView } from '@/server/views/record-view'
import { AgentCard } from './agent-card'
import { DetailBreadcrumb } from './detail-breadcrumb'
import { detailTexts } from './detail-texts'
import { FieldList } from './field-list'
import { epcText, formatFieldValue } from './format-value'
import { JsonLd } from './json-ld'
import { LocationLinks } from './location-links'
import { similarProperties } from './load-property.server'
import { PhotoGallery } from './photo-gallery'
import { priceLabels } from './price-labels.server'
import { closedStatus, priceText } from './price-text'
import { PropertyCards } from './property-cards'
import { propertyUrl } from '@/lib/routing/property-url'
import { PurchaseCostTable } from './purchase-cost-table'
import { detailSections, visibleSections, type SectionDefinition } from './sections'
import { ShareActions } from './share-actions'
import { listingJsonLd } from './structured-data'
import { countryCode, countryName, descriptionParagraphs, formatAddress } from './text'
import type { PropertyView } from './types'
import { VideoFacade } from './video-facade'
import { noteViewedProperty } from '@/server/page-cache/render-notes'
import {
  PropertyRequestLinks,
  PropertyRequests,
} from '@/features/requests/listing/listing-request-sections'
import styles from './detail.module.css'
import './print.css'

export { propertyMetadata } from './metadata'

const fieldById = new Map(
  detailSections.flatMap((section: SectionDefinition) => section.fields).map((f) => [f.id, f]),
)

/** Counts the view after the response is sent; counting must never break or slow the page. */
async function countView(propertyId: number) {
  noteViewedProperty(propertyId)
  let userAgent: string | null = null
  try {
    userAgent = (await headers()).get('user-agent')
  } catch {
    return
  }
  after(async () => {
    try {
      await recordPropertyView(db(), propertyId, userAgent)
    } catch {
      // A lost view count is not worth an error page.
    }
  })
}

type Media = { kind: 'video' | 'virtualTour'; link: VideoLink; original: string }

function mediaOf(property: PropertyView): Media[] {
  const found: Media[] = []
  const add = (kind: Media['kind'], url: string | undefined) => {
    const link = url ? parseVideoLink(url) : null
    if (url && link) found.push({ kind, link, original: url })
  }
  add('video', property.details.videoUrl)
  add('virtualTour', property.details.virtualTourUrl)
  return found
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * The property detail page content (specification §2, decisions.md §7): photos with a viewer,
 * price and status, key facts, description, every field with a value by section, the Belgian
 * compliance block, the purchase-cost estimate, location links, video or tour, the contact
 * person with the request forms, share and print, similar properties and schema.org data.
 */
export async function PropertyPage({
  property,
  lang,
  shell,
  listUrl,
  origin,
}: {
  property: PropertyView
  lang: Language
  shell: ShellContext
  listUrl: string
  origin: string
}) {
  await countView(property.id)
  const fallback = shell.defaultLanguage
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const shellT = await getTranslations({ locale: lang, namespace: 'shell' })
  const renovationT = await getTranslations({
    locale: lang,
    namespace: 'catalogue.renovationObligation',
  })
  const calculatorT = await getTranslations({ locale: lang, namespace: 'renovationCalculator' })
  const calculatorHref = shell.hrefs('renovation-calculator')
  const texts = detailTexts(t)
  const labels = await priceLabels(lang)

  const title = localize(property.title, lang, fallback) || property.reference
  const url = propertyUrl(listUrl, property, lang)
  const absoluteUrl = new URL(url, origin).toString()
  const closed = closedStatus(property)
  const price = priceText(property, labels)
  const region = property.region
  const code = countryCode(property.countryId)
  const country =
    code === 'BE' ? '' : countryName(code, lang) || (property.details.countryName ?? '')
  const address = formatAddress(property, (box) => t('box', { box }), country)
  const typeName = localize(property.type.name, lang, fallback)
  const paragraphs = descriptionParagraphs(localize(property.description, lang, fallback))
  const sections = visibleSections(property)
  const mainSections = sections.filter((section) => section.group === 'main')
  const complianceSections = sections.filter((section) => section.group === 'compliance')
  // The obligation binds whoever acquires the home, so only sale listings carry the notice.
  const renovation =
    property.goal === 0 &&
    needsRenovationNotice({
      region,
      webId: property.type.parent?.webId ?? property.type.webId,
      epcLabel: property.epcLabel,
    })
  const media = mediaOf(property)
  const showMap = property.publishAddress && property.lat !== null && property.lng !== null
  const amount = parseNumber(property.price)
  // The purchase-cost estimate: sale listings still on the market with a public price in Belgium.
  const costInput =
    property.goal === 0 && !closed && property.publishPrice && amount !== null && amount > 0
      ? isRegion(region)
        ? {
            price: amount,
            region,
            newBuild:
              property.projectId !== null ||
              (property.details.costs?.vatRegime ?? '').startsWith('vat'),
          }
        : null
      : null
  const similar = await similarProperties(property).catch(() => [])

  const fact = (id: string, value: unknown) => {
    const definition = fieldById.get(id)
    return definition ? formatFieldValue(definition, value, { lang, texts }) : ''
  }
  const epcLabel = property.epcLabel?.trim().toLowerCase() ?? ''
  const epcImage =
    isRegion(region) && isEpcLabelOf(region, epcLabel) ? epcImagePath(region, epcLabel) : null
  const keyFacts = [
    { id: 'type', label: t('type'), value: typeName },
    { id: 'bedrooms', label: t('fields.bedrooms'), value: fact('bedrooms', property.bedrooms) },
    { id: 'bathrooms', label: t('fields.bathrooms'), value: fact('bathrooms', property.bathrooms) },
    {
      id: 'livingArea',
      label: t('fields.livingArea'),
      value: fact('livingArea', property.livingArea),
    },
    { id: 'plotArea', label: t('fields.plotArea'), value: fact('plotArea', property.plotArea) },
    { id: 'epc', label: t('epc'), value: epcLabel ? epcText(epcLabel) : '' },
  ].filter((entry) => entry.value !== '')

  const crumbs = [
    { name: t('home'), href: shell.hrefs('home') ?? '/' },
    { name: property.goal === 0 ? t('forSale') : t('forRent'), href: listUrl },
    { name: title, href: url },
  ]
  const jsonLd = listingJsonLd({
    url: absoluteUrl,
    origin,
    name: title,
    description: paragraphs.join(' '),
    lang,
    goal: property.goal,
    status: closed ?? property.status,
    price: amount,
    publishPrice: property.publishPrice,
    publishAddress: property.publishAddress,
    address: { ...property, country: code },
    lat: property.lat,
    lng: property.lng,
    photos: property.photos,
    datePosted: property.createdAt,
    dateModified: property.updatedAt,
    bedrooms: property.bedrooms,
    livingArea: property.livingArea,
  })
  const opensInNewTab = shellT('opensInNewTab')

  return (
    <article className={styles.page} data-print-sheet="">
      <div className={styles.container}>
        <DetailBreadcrumb crumbs={crumbs} lang={lang} origin={origin} />
        <header className={styles.head}>
          <p className={styles.meta}>
            {t('referenceLabel', { reference: property.reference })}
            {typeName && <> · {typeName}</>} ·{' '}
            {t('listedOn', {
              date: new Intl.DateTimeFormat(dateLocale(lang), {
                dateStyle: 'long',
                timeZone: 'Europe/Brussels',
              }).format(property.createdAt),
            })}
          </p>
          <h1 className={styles.title}>{title}</h1>
          {closed && (
            <p className={styles.marquee} data-status={closed}>
              <strong>{t(`status.${closed}`)}</strong> <span>{t(`statusMessage.${closed}`)}</span>
            </p>
          )}
          {!closed && property.status === 'option' && (
            <p className={styles.badge}>{t('status.option')}</p>
          )}
          <p className={styles.address}>{address}</p>
          <p className={styles.price}>
            <span className="visually-hidden">{property.goal === 0 ? t('price') : t('rent')} </span>
            {price}
          </p>
        </header>

        {property.photos.length > 0 ? (
          <PhotoGallery
            photos={property.photos}
            title={title}
            lang={lang}
            headingId="property-photos"
          />
        ) : (
          <p className={styles.empty}>{t('noPhotos')}</p>
        )}

        <div className={styles.layout}>
          <div className={styles.main}>
            {keyFacts.length > 0 && (
              <section className={styles.section} aria-labelledby="property-facts">
                <h2 id="property-facts" className="visually-hidden">
                  {t('keyFacts')}
                </h2>
                <dl className={styles.facts}>
                  {keyFacts.map((entry) => (
                    <div key={entry.id}>
                      <dt>{entry.label}</dt>
                      <dd>
                        {entry.id === 'epc' && epcImage ? (
                          <span className={styles.epc}>
                            {/* eslint-disable-next-line @next/next/no-img-element -- a generated 120×48 label */}
                            <img
                              src={epcImage}
                              alt={t('epcImageAlt', { label: entry.value })}
                              width={120}
                              height={48}
                            />
                            <span aria-hidden="true">{entry.value}</span>
                          </span>
                        ) : (
                          entry.value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}

            {paragraphs.length > 0 && (
              <section className={styles.section} aria-labelledby="property-description">
                <h2 id="property-description">{t('description')}</h2>
                <div className={styles.prose}>
                  {paragraphs.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            )}

            {media.length > 0 && (
              <section
                className={styles.section}
                aria-labelledby="property-media"
                data-print="hide"
              >
                <h2 id="property-media">{t('media.title')}</h2>
                {media.map((item) => {
                  const host = hostOf(item.link.embedUrl)
                  const kind = item.kind === 'video' ? t('media.video') : t('media.virtualTour')
                  return (
                    <div key={item.kind} className={styles.mediaItem}>
                      <h3 className={styles.small}>{kind}</h3>
                      <VideoFacade
                        link={item.link}
                        original={item.original}
                        labels={{
                          load: item.kind === 'video' ? t('media.playVideo') : t('media.openTour'),
                          privacy: t('media.privacy', { host }),
                          openExternal: t('media.openExternal', { host: hostOf(item.original) }),
                          opensInNewTab,
                          frameTitle: t('media.frameTitle', { kind, title }),
                        }}
                      />
                    </div>
                  )
                })}
              </section>
            )}

            {mainSections.map((section) => (
              <section
                key={section.id}
                className={styles.section}
                aria-labelledby={`section-${section.id}`}
              >
                <h2 id={`section-${section.id}`}>{t(`sections.${section.id}`)}</h2>
                <FieldList fields={section.fields} lang={lang} texts={texts} region={region} />
              </section>
            ))}

            {(complianceSections.length > 0 || renovation) && (
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
                {complianceSections.map((section) => (
                  <div key={section.id} className={styles.subsection}>
                    <h3 id={`section-${section.id}`}>{t(`sections.${section.id}`)}</h3>
                    <FieldList fields={section.fields} lang={lang} texts={texts} region={region} />
                  </div>
                ))}
              </section>
            )}

            {costInput && (
              <PurchaseCostTable
                input={costInput}
                lang={lang}
                headingId="property-purchase-costs"
              />
            )}

            <section className={styles.section} aria-labelledby="property-location">
              <h2 id="property-location">{t('location.title')}</h2>
              <address className={styles.plainAddress}>{address}</address>
              {!property.publishAddress && <p className={styles.muted}>{t('addressOnRequest')}</p>}
              {showMap && property.lat !== null && property.lng !== null && (
                <LocationLinks
                  lat={property.lat}
                  lng={property.lng}
                  labels={{
                    map: t('location.openStreetMap'),
                    streetView: t('location.streetView'),
                    opensInNewTab,
                  }}
                />
              )}
            </section>

            <PropertyRequests property={property} lang={lang} />
          </div>

          <aside className={styles.side}>
            {property.agent && (
              <AgentCard
                agent={property.agent}
                lang={lang}
                fallbackLanguage={fallback}
                headingId="property-contact"
              />
            )}
            <PropertyRequestLinks property={property} lang={lang} />
            <section className={styles.box} aria-labelledby="property-share" data-print="hide">
              <h2 id="property-share" className={styles.boxTitle}>
                {t('share.title')}
              </h2>
              <ShareActions
                url={absoluteUrl}
                subject={title}
                body={t('share.emailBody', { url: absoluteUrl })}
                labels={{
                  email: t('share.email'),
                  copy: t('share.copy'),
                  copied: t('share.copied'),
                  copyFailed: t('share.copyFailed'),
                  print: t('share.print'),
                  link: t('share.link'),
                }}
              />
            </section>
          </aside>
        </div>

        {similar.length > 0 && (
          <section className={styles.section} aria-labelledby="property-similar" data-print="hide">
            <h2 id="property-similar">{t('similar.title')}</h2>
            <PropertyCards
              items={similar}
              lang={lang}
              fallbackLanguage={fallback}
              listUrl={() => listUrl}
            />
          </section>
        )}
        <p className={styles.printUrl}>{absoluteUrl}</p>
        <JsonLd data={jsonLd} />
      </div>
    </article>
  )
}
