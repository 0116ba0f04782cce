import type { CrmLead } from '@/features/crm/connector'
import {
  whiseCategoryTypes,
  whiseContactDefaults,
  whiseLanguageIds,
  whiseSearchCriteriaFields as criteria,
} from './whise-fields'
import { listingLeadKinds } from '@/features/crm/leads/lead-kinds'

// §5.4: every site request becomes one `v1/contacts/upsert` (a contact keyed by e-mail), tied to
// the estate it is about; the demand register adds the visitor's search criteria. Whise's answer
// to an upsert is not known (§2.5), so nothing here reads it.

// Whise files a project contact on the project's estate like any listing's.
const listingKinds = new Set([...listingLeadKinds, 'construction-contact'])

/** The form's own fields as readable lines (the CV of a job application stays on the site). */
function fieldLines(fields: Record<string, unknown>): string[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    if (value === null || value === undefined || value === '' || name === 'cv') return []
    if (Array.isArray(value)) {
      const items = value.filter((item) => typeof item === 'string' || typeof item === 'number')
      return items.length > 0 ? [`${name}: ${items.join(', ')}`] : []
    }
    if (typeof value === 'object') return []
    return [`${name}: ${String(value)}`]
  })
}

function comments(lead: CrmLead): string {
  const about = lead.property?.reference ?? lead.project?.reference
  return [
    `Website request: ${lead.kind}`,
    ...(about ? [`Listing: ${about}`] : []),
    ...fieldLines(lead.fields),
  ]
    .join('\n')
    .slice(0, 4000)
}

const numbers = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [])
    .map(Number)
    .filter((item) => Number.isInteger(item) && item > 0)

/** The site's type ids → Whise categories: a child type (villa 11) counts as its root (house 1). */
function categoryIds(types: unknown): number[] {
  const roots = numbers(types).map((id) => (id >= 10 ? Math.floor(id / 10) : id))
  const categories = Object.entries(whiseCategoryTypes)
    .filter(([, site]) => roots.includes(site))
    .map(([whise]) => Number(whise))
  return [...new Set(categories)]
}

const optionalNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/** The demand register's criteria (§2.5 SearchCriteria; member names [inferred]). */
function searchCriteria(fields: Record<string, unknown>): Record<string, unknown> {
  const priceMin = optionalNumber(fields.priceMin)
  const priceMax = optionalNumber(fields.priceMax)
  const zips = (Array.isArray(fields.zips) ? fields.zips : []).filter(
    (zip): zip is string => typeof zip === 'string',
  )
  const entries: [string, unknown][] = [
    [criteria.purposes, fields.goal === 'rent' ? [2] : fields.goal === 'buy' ? [1] : undefined],
    [criteria.categories, categoryIds(fields.types)],
    [
      criteria.priceRange,
      priceMin !== undefined || priceMax !== undefined
        ? {
            ...(priceMin !== undefined && { Min: priceMin }),
            ...(priceMax !== undefined && { Max: priceMax }),
          }
        : undefined,
    ],
    [criteria.minRooms, optionalNumber(fields.bedroomsMin)],
    [criteria.zips, zips],
  ]
  return Object.fromEntries(
    entries.filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  )
}

/** The estate a lead is about: the listing's Whise id, else its project's. */
function estateIds(lead: CrmLead): number[] {
  const crmId = lead.property?.crmId ?? lead.project?.crmId
  return crmId && /^\d+$/.test(crmId) ? [Number(crmId)] : []
}

/** The body of `v1/contacts/upsert` for one site request. */
export function whiseContactUpsert(
  lead: CrmLead,
  officeId: string | null,
): Record<string, unknown> {
  const { person } = lead
  const estates = listingKinds.has(lead.kind) || lead.kind === 'site-contact' ? estateIds(lead) : []
  const office = officeId?.trim()
  return {
    // Whise's `Name` is the last name, or the full name when only one is known (§2.5).
    Name: person.lastName || person.firstName || person.email,
    ...(person.lastName && person.firstName ? { FirstName: person.firstName } : {}),
    PrivateEmail: person.email,
    ...(person.phone ? { PrivateTel: person.phone } : {}),
    LanguageId: whiseLanguageIds[lead.language],
    ...whiseContactDefaults,
    ...(office ? { OfficeIds: [/^\d+$/.test(office) ? Number(office) : office] } : {}),
    ...(estates.length > 0 ? { EstateIds: estates } : {}),
    ...(lead.kind === 'demand-register' ? { SearchCriteria: [searchCriteria(lead.fields)] } : {}),
    Comments: comments(lead),
  }
}
