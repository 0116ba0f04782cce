import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { ShellContext } from '@/features/shell/shell-context'
import { propertyUrl } from '@/lib/routing/property-url'
import { DetailBreadcrumb } from './detail-breadcrumb'
import { JsonLd } from './json-ld'
import { LocationSection } from './location-section'
import { PhotoGallery } from './photo-gallery'
import { ProseSection } from './prose-section'
import { PropertyAside } from './property-aside'
import { PropertyCompliance } from './property-compliance'
import { PropertyCosts } from './property-costs'
import { PropertyFacts } from './property-facts'
import { PropertyFieldSections } from './property-field-sections'
import { PropertyHeader } from './property-header'
import { PropertyMedia } from './property-media'
import { propertyJsonLd } from './property-structured-data'
import { SimilarProperties } from './similar-properties'
import { descriptionParagraphs, propertyAddress } from './text'
import type { PropertyView } from './types'
import styles from './detail.module.css'
import { countPropertyView } from '@/server/views/count-property-view.server'
import {
  PropertyRequestLinks,
  PropertyRequests,
} from '@/features/requests/listing/listing-request-sections'
import './print.css'

export { propertyMetadata } from './metadata'

/**
 * The property detail page (specification §2, decisions.md §7): photos with a viewer, price and
 * status, key facts, description, media, every field with a value by section, the Belgian
 * compliance block, the purchase-cost estimate, location, the contact person, share and print,
 * the request forms, similar properties and schema.org data.
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
  await countPropertyView(property.id)
  const fallback = shell.defaultLanguage
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
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
    { name: t('home'), href: shell.hrefs('home') ?? '/' },
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
            <ProseSection
              headingId="property-description"
              title={t('description')}
              paragraphs={paragraphs}
            />
            <PropertyMedia property={property} lang={lang} title={title} />
            <PropertyFieldSections property={property} lang={lang} />
            <PropertyCompliance
              property={property}
              lang={lang}
              calculatorHref={shell.hrefs('renovation-calculator')}
            />
            <PropertyCosts property={property} lang={lang} />
            <LocationSection
              headingId="property-location"
              title={t('location.title')}
              address={address}
              note={property.publishAddress ? undefined : t('addressOnRequest')}
              point={point}
              lang={lang}
            />
            <PropertyRequests property={property} lang={lang} />
          </div>
          <PropertyAside
            property={property}
            lang={lang}
            fallbackLanguage={fallback}
            requestLinks={<PropertyRequestLinks property={property} lang={lang} />}
            url={absoluteUrl}
            title={title}
          />
        </div>
        <SimilarProperties
          property={property}
          lang={lang}
          fallbackLanguage={fallback}
          listUrl={listUrl}
        />
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
    </article>
  )
}
