import type { CrmLead } from '@/features/crm/connector'
import type { OmnicasaParams } from './omnicasa-client'
import {
  addressTitles,
  demandTypeIds,
  languageIds,
  leadSourceId,
  maxContentLength,
  operations,
} from './omnicasa-fields'
import { listingLeadKinds } from '@/features/crm/leads/lead-kinds'

/** The Omnicasa operation a lead becomes (§5.4) and its parameters (§1.8). */
export type LeadCall = { operation: string; params: OmnicasaParams }

/** The fields that hold the visitor's own words, by form (docs/webhooks.md). */
const messageFields = ['remark', 'message', 'motivation', 'search']

const crmNumber = (value: string | null | undefined): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null

function scalar(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (Array.isArray(value)) return value.map(scalar).filter(Boolean).join(', ') || null
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => (scalar(inner) ? `${key} ${scalar(inner)}` : null))
      .filter(Boolean)
    return parts.join(', ') || null
  }
  return String(value)
}

/**
 * The message Omnicasa shows the agent: the visitor's words first, then the form's other answers
 * as `name: value` lines, cut to what a URL can carry (§1.8).
 */
export function leadContent(lead: CrmLead): string {
  const words = messageFields.map((name) => scalar(lead.fields[name])).filter(Boolean)
  const answers = Object.entries(lead.fields)
    .filter(([name]) => !messageFields.includes(name))
    .map(([name, value]) => (scalar(value) ? `${name}: ${scalar(value)}` : null))
    .filter(Boolean)
  const reference = lead.property?.reference ?? lead.project?.reference
  const lines = [...words, ...answers, ...(reference ? [`reference: ${reference}`] : [])]
  const content = lines.join('\n')
  return content.length > maxContentLength ? `${content.slice(0, maxContentLength - 1)}…` : content
}

function person(lead: CrmLead) {
  const { firstName, lastName, email, phone, title } = lead.person
  const language = languageIds[lead.language]
  return {
    // Omnicasa's Name is the last name and is required ([inferred], §1.8).
    Name: lastName || firstName || email,
    FirstName: lastName ? (firstName ?? undefined) : undefined,
    AddressTitle: title ? addressTitles[title]?.[lead.language] : undefined,
    Email: email,
    PhoneNumber: phone ?? undefined,
    SourceId: leadSourceId,
    LanguageId: language,
    LanguageIdFromParameter: language,
  }
}

const numberField = (lead: CrmLead, name: string): number | undefined => {
  const value = lead.fields[name]
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function demandParams(lead: CrmLead, subject: string): OmnicasaParams {
  const types = Array.isArray(lead.fields.types) ? lead.fields.types.map(Number) : []
  const typeIds = [
    ...new Set(types.flatMap((id) => demandTypeIds[id >= 10 ? Math.floor(id / 10) : id] ?? [])),
  ]
  const zips = Array.isArray(lead.fields.zips) ? lead.fields.zips.map(String) : []
  return {
    ...person(lead),
    Goal: lead.fields.goal === 'rent' ? 1 : 0,
    TypeOfPropertyIDs: typeIds.length ? typeIds.join(',') : undefined,
    Zips: zips.length ? zips.join(',') : undefined,
    PriceMin: numberField(lead, 'priceMin'),
    PriceMax: numberField(lead, 'priceMax'),
    MinRooms: numberField(lead, 'bedroomsMin'),
    MaxRooms: numberField(lead, 'bedroomsMax'),
    MinBathRooms: numberField(lead, 'bathroomsMin'),
    MaxBathRooms: numberField(lead, 'bathroomsMax'),
    MinGarages: numberField(lead, 'garagesMin'),
    MaxGarages: numberField(lead, 'garagesMax'),
    MinParkings: numberField(lead, 'parkingsMin'),
    MaxParkings: numberField(lead, 'parkingsMax'),
    IsReceivedEmail: lead.fields.newsletter === true,
    Comment: `${subject}\n${leadContent(lead)}`.slice(0, maxContentLength),
  }
}

/**
 * A site request as an Omnicasa call (reference §5.4): a request about a listing is `ContactOnMe`
 * on its Omnicasa id, about a project `ContactOnMeProject`, a search alert `DemandRegister`, a
 * newsletter sign-up `RegisterPerson`; every other kind (valuation, site contact, job…) is a
 * `ContactOnMe` without a listing, the closest call Omnicasa has.
 */
export function leadCall(lead: CrmLead, subject: string): LeadCall {
  const propertyId = crmNumber(lead.property?.crmId)
  const projectId = crmNumber(lead.project?.crmId)
  const reference = lead.property?.reference ?? lead.project?.reference
  const message = {
    ...person(lead),
    Subject: reference ? `${subject} – ${reference}` : subject,
    Content: leadContent(lead) || subject,
  }
  if (lead.kind === 'demand-register') {
    return { operation: operations.demandRegister, params: demandParams(lead, subject) }
  }
  if (lead.kind === 'newsletter') {
    return {
      operation: operations.registerPerson,
      params: {
        Name: message.Name,
        FirstName: message.FirstName,
        AddressTitle: message.AddressTitle,
        Email: message.Email,
        PhoneNumber: message.PhoneNumber,
        IsReceivedEmail: true,
      },
    }
  }
  if (projectId !== null && (lead.kind === 'construction-contact' || propertyId === null)) {
    return {
      operation: operations.contactOnMeProject,
      params: { ...message, ProjectIDs: String(projectId) },
    }
  }
  if (propertyId !== null && listingLeadKinds.has(lead.kind)) {
    return { operation: operations.contactOnMe, params: { ...message, ObjectID: propertyId } }
  }
  if (lead.kind === 'free-valuation') {
    const street = [lead.fields.street, lead.fields.houseNumber].map(scalar).filter(Boolean)
    return {
      operation: operations.contactOnMe,
      params: {
        ...message,
        Address: street.join(' ') || undefined,
        BoxNr: scalar(lead.fields.box) ?? undefined,
        Zip: scalar(lead.fields.zip) ?? undefined,
        City: scalar(lead.fields.city) ?? undefined,
      },
    }
  }
  return { operation: operations.contactOnMe, params: message }
}
