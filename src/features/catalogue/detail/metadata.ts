import type { Metadata } from 'next'
import type { Photo } from '@/server/db/schema'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { cleanDescription } from '@/features/catalogue/helpers/description-cleaner'
import type { ProjectView, PropertyView } from './types'

/** Search engines show about this much of a description. */
export const metaDescriptionLength = 160

type MetadataInput = {
  lang: Language
  defaultLanguage: Language
  /** The page's URL in each enabled language (path or absolute), for canonical and hreflang. */
  alternates: Partial<Record<Language, string>>
  origin: string
  siteName: string
}

/** A description of at most 160 characters, the ellipsis included. */
export function metaDescription(text: string): string {
  return cleanDescription(text, metaDescriptionLength - 1)
}

function detailMetadata({
  title,
  description,
  photo,
  lang,
  defaultLanguage,
  alternates,
  origin,
  siteName,
}: MetadataInput & { title: string; description: string; photo: Photo | undefined }): Metadata {
  const absolute = (path: string) => new URL(path, origin).toString()
  const languages: Record<string, string> = {}
  for (const [code, url] of Object.entries(alternates)) if (url) languages[code] = absolute(url)
  const fallback = alternates[defaultLanguage]
  if (fallback) languages['x-default'] = absolute(fallback)
  const canonical = alternates[lang] ? absolute(alternates[lang]) : undefined
  return {
    title,
    description,
    metadataBase: new URL(origin),
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      title,
      description,
      siteName,
      locale: lang,
      url: canonical,
      images: photo
        ? [
            {
              url: absolute(photo.file),
              width: photo.width,
              height: photo.height,
              alt: photo.alt?.[lang] ?? title,
            },
          ]
        : undefined,
    },
  }
}

/** Title, description (the cleaned description, at most 160 characters), canonical, hreflang, Open Graph image. */
export function propertyMetadata({
  property,
  ...input
}: MetadataInput & { property: PropertyView }): Metadata {
  const title = localize(property.title, input.lang, input.defaultLanguage) || property.reference
  const description = metaDescription(
    localize(property.description, input.lang, input.defaultLanguage),
  )
  return detailMetadata({ ...input, title, description, photo: property.photos[0] })
}

export function projectMetadata({
  project,
  ...input
}: MetadataInput & { project: ProjectView }): Metadata {
  const description = metaDescription(
    localize(project.description, input.lang, input.defaultLanguage),
  )
  return detailMetadata({ ...input, title: project.name, description, photo: project.photos[0] })
}
