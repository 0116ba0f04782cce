import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { Hrefs } from '@/lib/routing/hrefs'
import { propertyUrl } from '@/lib/routing/property-url'
import { DetailBreadcrumb } from './detail-breadcrumb'
import { JsonLd } from '@/lib/html/json-ld'
import { ContactBar } from './contact-bar'
import { LocationSection } from './location-section'
import { FloorPlans } from './floor-plans'
import { PhotoGallery } from './photo-gallery'
import { ProseSection } from './prose-section'
import { PropertyAside } from './property-aside'
import { PropertyCompliance } from './property-compliance'
import { PropertyCosts } from './property-costs'
import { PropertyFacts } from './property-facts'
import { PropertyFieldSections } from './property-field-sections'
import { PropertyHeader } from './property-header'
import { KeepButtons } from '@/features/catalogue/keep/keep-buttons'
import { RecentVisit } from '@/features/catalogue/keep/recently-viewed'
import { PropertyMedia } from './property-media'
import { PriceHistory } from './price-history'
import { closedStatus } from './price-text'
import { propertyJsonLd } from './property-structured-data'
import { descriptionParagraphs, propertyAddress } from './text'
import type { PropertyView } from './types'
import styles from './detail.module.css'
import './print.css'

/**
 * The property detail page (specification §2, decisions.md §7): photos with a viewer, price and
 * status, key facts, description, media, every field with a value by section, the Belgian
 * compliance block, the purchase-cost estimate, location, the contact person, share and print,
 * and schema.org data. The route adds the request forms (`requests`, at the end of the main
 * column), the links to them (`requestLinks`, under the contact person) and the similar
 * properties (`similar`, under the page).
 */
export async function PropertyPage({
  property,
  lang,
  fallbackLanguage: fallback,
  hrefs,
  listUrl,
  origin,
  requests,
  requestLinks,
  bookingHref,
  query = {},
  similar,
}: {
  property: PropertyView
  lang: Language
  fallbackLanguage: Language
  /** The path catalogue's URLs in `lang`: home, the renovation calculator. */
  hrefs: Hrefs
  listUrl: string
  origin: string
  requests?: ReactNode
  requestLinks?: ReactNode
  /** The booking form's anchor, for the phone's contact bar; absent without visit slots. */
  bookingHref?: string
  /** The page's query string (the monthly-cost form sends its values in it). */
  query?: Record<string, string | string[] | undefined>
  similar?: ReactNode
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const tKeep = await getTranslations({ locale: lang, namespace: 'catalogue.favourites' })
  const title = localize(property.title, lang, fallback) || property.reference
  const url = propertyUrl(listUrl, property, lang)
  const absoluteUrl = new URL(url, origin).toString()
  const address = propertyAddress(property, lang, (box) => t('box', { box }))
  const typeName = localize(property.type.name, lang, fallback)
  const paragraphs = descriptionParagraphs(localize(property.description, lang, fallback))
  const point =
    property.publishAddress && property.lat !== null && property.lng !== null
      ? { lat: property.lat, lng: property.lng }
      : null
  const crumbs = [
    { name: t('home'), href: hrefs('home') ?? '/' },
    { name: property.goal === 0 ? t('forSale') : t('forRent'), href: listUrl },
    { name: title, href: url },
  ]
  return (
    <article className={styles.page} data-print-sheet="">
      <div className={styles.container}>
        <DetailBreadcrumb crumbs={crumbs} lang={lang} origin={origin} />
        <PropertyHeader
          property={property}
          lang={lang}
          title={title}
          typeName={typeName}
          address={address}
        />
        <KeepButtons id={`property-${property.id}`} title={title} t={tKeep} />
        <RecentVisit id={`property-${property.id}`} title={title} href={url} />
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
            <PropertyFacts property={property} lang={lang} typeName={typeName} />
            {!closedStatus(property) && (
              <PriceHistory
                history={property.priceHistory}
                listedAt={property.createdAt}
                goal={property.goal}
                lang={lang}
              />
            )}
            <ProseSection
              headingId="property-description"
              title={t('description')}
              paragraphs={paragraphs}
            />
            <FloorPlans plans={property.floorPlans} title={title} lang={lang} />
            <PropertyMedia property={property} lang={lang} title={title} />
            <PropertyFieldSections property={property} lang={lang} />
            <PropertyCompliance
              property={property}
              lang={lang}
              calculatorHref={hrefs('renovation-calculator')}
            />
            <PropertyCosts property={property} lang={lang} query={query} pageUrl={url} />
            <LocationSection
              headingId="property-location"
              title={t('location.title')}
              address={address}
              note={property.publishAddress ? undefined : t('addressOnRequest')}
              point={point}
              area={
                property.lat !== null && property.lng !== null
                  ? { lat: property.lat, lng: property.lng }
                  : null
              }
              lang={lang}
            />
            {requests}
          </div>
          <PropertyAside
            property={property}
            lang={lang}
            fallbackLanguage={fallback}
            requestLinks={requestLinks}
            url={absoluteUrl}
            title={title}
          />
        </div>
        {similar}
        <p className={styles.printUrl}>{absoluteUrl}</p>
        <JsonLd
          data={propertyJsonLd(property, {
            url: absoluteUrl,
            origin,
            name: title,
            description: paragraphs.join(' '),
            lang,
          })}
        />
      </div>
      <ContactBar agent={property.agent} bookingHref={bookingHref} lang={lang} />
    </article>
  )
}
