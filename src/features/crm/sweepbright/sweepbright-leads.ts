import type { CrmLead } from '@/features/crm/connector'
import {
  leadLocales,
  negotiationByDemandGoal,
  pronounsByTitle,
  sweepBrightPaths,
  sweepBrightTypeOfSiteType,
} from './sweepbright-fields'
import { listingLeadKinds } from '@/features/crm/leads/lead-kinds'

/** One call of SweepBright's Website API that carries a lead (reference §3.4, §5.4). */
export type LeadCall = { path: string; body: Record<string, unknown> }

// The visitor's own words, under whichever name the form keeps them.
const ownTextFields = ['remark', 'message', 'motivation', 'comment']

function scalarLines(prefix: string, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return []
  if (Array.isArray(value)) {
    const items = value.filter((item) => ['string', 'number', 'boolean'].includes(typeof item))
    return items.length > 0 ? [`${prefix}: ${items.join(', ')}`] : []
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, member]) => scalarLines(`${prefix}.${key}`, member))
  }
  return [`${prefix}: ${String(value)}`]
}

/**
 * The contact's `message`: the visitor's text first, then what identifies the request and the
 * form's other fields as `name: value` lines, so the agent sees everything the site received.
 */
export function leadMessage(lead: CrmLead): string {
  const own = ownTextFields
    .map((name) => lead.fields[name])
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
  const about = [
    `request: ${lead.kind} ${lead.id}`,
    ...(lead.property?.reference ? [`listing: ${lead.property.reference}`] : []),
    ...(lead.project?.reference ? [`project: ${lead.project.reference}`] : []),
  ]
  const rest = Object.entries(lead.fields)
    .filter(([name]) => !ownTextFields.includes(name))
    .flatMap(([name, value]) => scalarLines(name, value))
  return [...own, '', ...about, ...rest].join('\n').trim()
}

function person(lead: CrmLead): Record<string, unknown> {
  const { firstName, lastName, email, phone } = lead.person
  return withoutEmpty({
    first_name: firstName,
    last_name: lastName,
    email,
    phone,
    message: leadMessage(lead),
    locale: leadLocales[lead.language],
  })
}

function withoutEmpty(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  )
}

const wholeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined

/** §3.4 `preferences` and `location_preference` of a demand register. */
function demandPreferences(fields: Record<string, unknown>) {
  const types = Array.isArray(fields.types)
    ? [...new Set(fields.types.map((id) => sweepBrightTypeOfSiteType(Number(id))).filter(Boolean))]
    : []
  const zips = Array.isArray(fields.zips)
    ? fields.zips.filter((zip) => typeof zip === 'string')
    : []
  return withoutEmpty({
    preferences: withoutEmpty({
      negotiation:
        typeof fields.goal === 'string' ? negotiationByDemandGoal[fields.goal] : undefined,
      types: types.length > 0 ? types : undefined,
      min_price: wholeNumber(fields.priceMin),
      max_price: wholeNumber(fields.priceMax),
      min_rooms: wholeNumber(fields.bedroomsMin),
    }),
    location_preference: zips.length > 0 ? { country: 'BE', postal_codes: zips } : undefined,
  })
}

/** The general contact call, also the fallback when the listing's estate is gone. */
export function generalContact(lead: CrmLead, officeId: string | null): LeadCall {
  return {
    path: sweepBrightPaths.contacts,
    body: withoutEmpty({ ...person(lead), office_id: officeId }),
  }
}

/** The call that files a lead in SweepBright (§5.4). */
export function leadCall(lead: CrmLead, officeId: string | null): LeadCall {
  if (lead.kind === 'construction-contact' && lead.project?.crmId) {
    return { path: sweepBrightPaths.estateContacts(lead.project.crmId), body: person(lead) }
  }
  if (listingLeadKinds.has(lead.kind) && lead.property?.crmId) {
    return { path: sweepBrightPaths.estateContacts(lead.property.crmId), body: person(lead) }
  }
  if (lead.kind === 'free-valuation') {
    const pronouns = lead.person.title ? (pronounsByTitle[lead.person.title] ?? 'neutral') : null
    return {
      path: sweepBrightPaths.owners,
      body: withoutEmpty({ ...person(lead), pronouns, office_id: officeId }),
    }
  }
  if (lead.kind === 'demand-register') {
    const call = generalContact(lead, officeId)
    return { ...call, body: { ...call.body, ...demandPreferences(lead.fields) } }
  }
  // Site contact and every other kind: a contact with the whole request in its message.
  return generalContact(lead, officeId)
}
