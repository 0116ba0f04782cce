import { ProjectPage } from '@/features/catalogue/detail/project-page'
import { PropertyPage } from '@/features/catalogue/detail/property-page'
import { SimilarProperties } from '@/features/catalogue/detail/similar-properties'
import {
  ProjectRequestLinks,
  ProjectRequests,
  PropertyRequestLinks,
  PropertyRequests,
} from '@/features/requests/listing/listing-request-sections'
import { countPropertyView } from '@/server/views/count-property-view.server'
import type { RouteOf } from './site-route.server'
import type { TemplateProps } from './template-props'

/** A property's page with its request forms and similar properties; its view is counted. */
export async function PropertyTemplate({
  route,
  shell,
  origin,
}: TemplateProps<RouteOf<'property'>>) {
  const { property, lang, listUrl } = route
  await countPropertyView(property.id)
  return (
    <PropertyPage
      property={property}
      lang={lang}
      fallbackLanguage={shell.defaultLanguage}
      hrefs={shell.hrefs}
      listUrl={listUrl}
      origin={origin}
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
export function ProjectTemplate({ route, shell, origin }: TemplateProps<RouteOf<'project'>>) {
  const { project, lang, listUrl } = route
  return (
    <ProjectPage
      project={project}
      lang={lang}
      fallbackLanguage={shell.defaultLanguage}
      hrefs={shell.hrefs}
      listUrl={listUrl}
      origin={origin}
      propertyListUrl={(goal) => shell.hrefs(goal === 0 ? 'for-sale' : 'for-rent') ?? listUrl}
      requests={<ProjectRequests project={project} lang={lang} />}
      requestLinks={<ProjectRequestLinks projectId={project.id} lang={lang} />}
    />
  )
}
