import 'server-only'
import type { FormState } from '@/lib/forms/form-state'
import { and, asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { isRegion, type Region } from '@/lib/belgium/region'
import { parseDetails } from '@/features/catalogue/server'
import {
  closedStatus,
  type ClosedStatus,
  countryCode,
  countryName,
  formatAddress,
  type AddressFields,
  type ProjectView,
  type PropertyDetails,
} from '@/features/catalogue'
import { propertyUrl } from '@/lib/routing/property-url'
import type { Language } from '@/lib/i18n/languages'
import { translatorFor } from '@/lib/i18n/server-translator'
import { pageHref } from '@/server/routing/page-links.server'
import { siteOrigin } from '@/lib/site-origin.server'
import {
  agents,
  properties,
  projects,
  projectUnits,
  propertyTypes,
  type MultiLang,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

/**
 * The listing a request is about, read again on the server: the form only says which one, and
 * everything the e-mails show (reference, title, address as published, link, agent) comes from
 * the database.
 */
export type PropertyTarget = AddressFields & {
  id: number
  reference: string
  goal: number
  closed: ClosedStatus | null
  title: MultiLang
  description: MultiLang
  countryId: number
  region: Region | null
  publishPrice: boolean
  price: number | null
  priceUnit: number | null
  marquee: number | null
  status: string
  details: PropertyDetails
  type: { slug: MultiLang; name: MultiLang }
  rootWebId: number
  agentEmail: string | null
}

const parentType = alias(propertyTypes, 'parent_type')

/** A published property by id; `unpublished` too for what must still be said about an old visit. */
export async function loadPropertyTarget(
  tx: Executor,
  id: number,
  { unpublished = false }: { unpublished?: boolean } = {},
): Promise<PropertyTarget | null> {
  const [row] = await tx
    .select({
      id: properties.id,
      reference: properties.reference,
      goal: properties.goal,
      status: properties.status,
      marquee: properties.marquee,
      title: properties.title,
      description: properties.description,
      publishAddress: properties.publishAddress,
      street: properties.street,
      houseNumber: properties.houseNumber,
      boxNr: properties.boxNr,
      zip: properties.zip,
      city: properties.city,
      countryId: properties.countryId,
      region: properties.region,
      publishPrice: properties.publishPrice,
      price: properties.price,
      priceUnit: properties.priceUnit,
      details: properties.details,
      typeSlug: propertyTypes.slug,
      typeName: propertyTypes.name,
      webId: propertyTypes.webId,
      parentWebId: parentType.webId,
      agentEmail: agents.email,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoin(parentType, eq(parentType.id, propertyTypes.parentId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(and(eq(properties.id, id), unpublished ? undefined : eq(properties.published, true)))
    .limit(1)
  if (!row) return null
  return {
    ...row,
    closed: closedStatus(row),
    region: isRegion(row.region) ? row.region : null,
    details: parseDetails(row.details),
    type: { slug: row.typeSlug, name: row.typeName },
    rootWebId: row.parentWebId ?? row.webId,
    agentEmail: row.agentEmail?.trim() || null,
  }
}

export type ProjectTarget = Pick<
  ProjectView,
  | 'id'
  | 'reference'
  | 'slug'
  | 'name'
  | 'publicAddress'
  | 'street'
  | 'houseNumber'
  | 'boxNr'
  | 'zip'
  | 'city'
  | 'countryId'
> & {
  agentEmail: string | null
  units: { id: number; name: string; floor: string; status: string }[]
}

export async function loadProjectTarget(
  tx: Executor,
  id: number,
  { unpublished = false }: { unpublished?: boolean } = {},
): Promise<ProjectTarget | null> {
  const [row] = await tx
    .select({
      id: projects.id,
      reference: projects.reference,
      slug: projects.slug,
      name: projects.name,
      publicAddress: projects.publicAddress,
      street: projects.street,
      houseNumber: projects.houseNumber,
      boxNr: projects.boxNr,
      zip: projects.zip,
      city: projects.city,
      countryId: projects.countryId,
      agentEmail: agents.email,
    })
    .from(projects)
    .leftJoin(agents, eq(agents.id, projects.agentId))
    .where(and(eq(projects.id, id), unpublished ? undefined : eq(projects.published, true)))
    .limit(1)
  if (!row) return null
  const units = await tx
    .select({
      id: projectUnits.id,
      name: projectUnits.name,
      floor: projectUnits.floor,
      status: projectUnits.status,
    })
    .from(projectUnits)
    .where(eq(projectUnits.projectId, id))
    .orderBy(asc(projectUnits.id))
  return { ...row, agentEmail: row.agentEmail?.trim() || null, units }
}

/** The address as the listing's page publishes it (only the city when the address is hidden). */
export async function publishedAddress(
  listing: AddressFields & { countryId: number },
  lang: Language,
): Promise<string> {
  const t = await translatorFor(lang)
  const code = countryCode(listing.countryId)
  return formatAddress(
    listing,
    (box) => t('catalogue.detail.box', { box }),
    code === 'BE' ? '' : countryName(code, lang),
  )
}

/** The address as the project's page publishes it. */
export const projectAddress = (project: ProjectTarget, lang: Language) =>
  publishedAddress({ ...project, publishAddress: project.publicAddress }, lang)

/** The absolute URL of the property's page in `lang`, on the site the visitor used. */
export async function propertyPageUrl(property: PropertyTarget, lang: Language): Promise<string> {
  const list = await pageHref(property.goal === 0 ? 'for-sale' : 'for-rent', lang)
  return new URL(propertyUrl(list, property, lang), siteOrigin()).toString()
}

export async function projectPageUrl(project: ProjectTarget, lang: Language): Promise<string> {
  const list = await pageHref('new-projects', lang)
  const base = list.endsWith('/') ? list : `${list}/`
  return new URL(`${base}${encodeURIComponent(project.slug)}/`, siteOrigin()).toString()
}

/** The refusal of a request the listing can no longer take (sold, rented, unpublished). */
export const listingUnavailable: FormState = {
  status: 'refused',
  errors: {},
  formError: 'unavailable',
  values: {},
}
