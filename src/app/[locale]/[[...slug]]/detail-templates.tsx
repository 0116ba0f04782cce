import { ProjectPage } from '@/features/catalogue/detail/project-page'
import { PropertyPage } from '@/features/catalogue/detail/property-page'
import { SimilarProperties } from '@/features/catalogue/detail/similar-properties'
import {
  ProjectRequestLinks,
  ProjectRequests,
  PropertyRequestLinks,
  PropertyRequests,
} from '@/features/requests/listing/listing-request-sections'
import { bookingAnchor, bookingOffer } from '@/features/requests/appointments/booking-section'
import { closedStatus } from '@/features/catalogue'
import { countPropertyView } from '@/server/views/count-property-view.server'
import type { RouteOf } from './site-route.server'
import type { TemplateProps } from './template-props'

/** A property's page with its request forms and similar properties; its view is counted. */
export async function PropertyTemplate({
  route,
  shell,
  origin,
  query,
}: TemplateProps<RouteOf<'property'>>) {
  const { property, lang, listUrl } = route
  await countPropertyView(property.id)
  // The same (cached) offer the booking form renders from: the bar links to it only if it is there.
  const booking = closedStatus(property)
    ? null
    : await bookingOffer({ propertyId: property.id }, lang)
  return (
    <PropertyPage
      property={property}
      lang={lang}
      fallbackLanguage={shell.defaultLanguage}
      hrefs={shell.hrefs}
      listUrl={listUrl}
      origin={origin}
      bookingHref={booking ? `#${bookingAnchor}` : undefined}
      query={query}
      requests={<PropertyRequests property={property} lang={lang} />}
      requestLinks={<PropertyRequestLinks property={property} lang={lang} />}
      similar={
        <SimilarProperties
          property={property}
          lang={lang}
          fallbackLanguage={shell.defaultLanguage}
          listUrl={listUrl}
        />
      }
    />
  )
}

/** A new-build project's page with its construction contact form. */
export async function ProjectTemplate({ route, shell, origin }: TemplateProps<RouteOf<'project'>>) {
  const { project, lang, listUrl } = route
  const booking = await bookingOffer({ projectId: project.id }, lang)
  return (
    <ProjectPage
      project={project}
      lang={lang}
      fallbackLanguage={shell.defaultLanguage}
      hrefs={shell.hrefs}
      listUrl={listUrl}
      origin={origin}
      bookingHref={booking ? `#${bookingAnchor}` : undefined}
      propertyListUrl={(goal) => shell.hrefs(goal === 0 ? 'for-sale' : 'for-rent') ?? listUrl}
      requests={<ProjectRequests project={project} lang={lang} />}
      requestLinks={<ProjectRequestLinks projectId={project.id} lang={lang} />}
    />
  )
}
