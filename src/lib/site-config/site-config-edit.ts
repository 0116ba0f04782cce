import type { core } from '@/lib/zod'
import { contrastRatio, minimumTextContrast } from './colour-contrast'
import { siteConfigSchema, type SiteConfig } from './site-config-schema'

/** Why a field of an edited configuration is refused; the back office words each one. */
export const editErrorCodes = [
  'required',
  'tooShort',
  'colour',
  'email',
  'number',
  'min',
  'max',
  'timeSlot',
  'defaultLanguage',
  'noLanguage',
  'contrast',
  'trackingId',
  'noMenuItem',
  'unknownPage',
  'time',
  'date',
  'url',
  'percent',
  'noDay',
  'closesBeforeOpens',
  'untilBeforeFrom',
  'bothTimes',
  'notImage',
  'invalid',
] as const
export type EditErrorCode = (typeof editErrorCodes)[number]

export type EditIssue = {
  path: readonly PropertyKey[]
  code: EditErrorCode
  params?: Record<string, string | number>
}

/** The formats of the tracking IDs, each with an example the error shows. */
export const trackingFormats = {
  analyticsId: { pattern: /^G-[A-Z0-9]{4,12}$/, example: 'G-AB12CD34EF' },
  adsId: { pattern: /^AW-\d{6,12}$/, example: 'AW-123456789' },
  tagManagerId: { pattern: /^GTM-[A-Z0-9]{4,10}$/, example: 'GTM-AB12CD3' },
  pixelId: { pattern: /^\d{10,20}$/, example: '123456789012345' },
} as const

/** Text on its background: [text, background], each a path in the document. */
const contrastPairs = [
  [
    ['theme', 'primaryContrast'],
    ['theme', 'primary'],
  ],
  [
    ['footer', 'colors', 'text'],
    ['footer', 'colors', 'background'],
  ],
  [
    ['footer', 'colors', 'link'],
    ['footer', 'colors', 'background'],
  ],
] as const

/**
 * Validates a configuration edited in the back office: the site's own schema (what the site reads),
 * then what an editor must not save although a stored document may hold it (docs/decisions/
 * 037-configuration-editing.md): tracking IDs of the wrong format (they go into script URLs), text
 * colours below WCAG AA contrast, links without a label or an address, footer columns without a
 * title, menu items for a page that is not one of `pages` (the CMS pages' original paths). Every
 * issue names the path of its field.
 */
export function validateEditedSiteConfig(
  input: unknown,
  { pages }: { pages?: ReadonlySet<string> } = {},
): { ok: true; config: SiteConfig } | { ok: false; issues: EditIssue[] } {
  const parsed = siteConfigSchema.safeParse(input)
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map(toEditIssue)),
    ...editRules(input),
    ...(pages ? menuPageRules(input, pages) : []),
  ]
  if (issues.length > 0 || !parsed.success) return { ok: false, issues }
  return { ok: true, config: parsed.data }
}

function toEditIssue(issue: core.$ZodIssue): EditIssue {
  const path = issue.path
  // A share stored as 0 to 1 that the form shows as a percentage.
  if (path.join('.') === 'marketingClaims.soldWithinTwoWeeks' && issue.code !== 'invalid_type')
    return { path, code: 'percent' }
  switch (issue.code) {
    case 'custom':
      if (path[0] === 'defaultLanguage') return { path, code: 'defaultLanguage' }
      if (path[0] === 'languages') return { path, code: 'noLanguage' }
      return { path, code: 'invalid' }
    case 'invalid_format':
      if (issue.format === 'email') return { path, code: 'email' }
      if (issue.format === 'date') return { path, code: 'date' }
      if (issue.format === 'url') return { path, code: 'url' }
      if (['opens', 'closes'].includes(String(path.at(-1)))) return { path, code: 'time' }
      if (path[0] === 'contactTimeSlots') return { path, code: 'timeSlot' }
      if ('pattern' in issue && String(issue.pattern).includes('#')) return { path, code: 'colour' }
      return { path, code: 'invalid' }
    case 'too_small':
      if (issue.origin === 'array' && path.at(-1) === 'menu') return { path, code: 'noMenuItem' }
      if (issue.origin === 'array' && path.at(-1) === 'days') return { path, code: 'noDay' }
      if (issue.origin === 'string' && Number(issue.minimum) > 1)
        return { path, code: 'tooShort', params: { minimum: Number(issue.minimum) } }
      if (issue.origin === 'number')
        return { path, code: 'min', params: { min: Number(issue.minimum) } }
      return { path, code: 'required' }
    case 'too_big':
      return { path, code: 'max', params: { max: Number(issue.maximum) } }
    case 'invalid_type':
      if (issue.expected === 'number') return { path, code: 'number' }
      return { path, code: issue.input === undefined ? 'required' : 'invalid' }
    default:
      return { path, code: 'invalid' }
  }
}

function editRules(input: unknown): EditIssue[] {
  const issues: EditIssue[] = []
  for (const [key, { pattern, example }] of Object.entries(trackingFormats)) {
    const value = at(input, ['siteInformation', key])
    if (typeof value === 'string' && value !== '' && !pattern.test(value))
      issues.push({ path: ['siteInformation', key], code: 'trackingId', params: { example } })
  }
  for (const [text, background] of contrastPairs) {
    const [fore, back] = [at(input, text), at(input, background)]
    if (!isColour(fore) || !isColour(back)) continue
    const ratio = contrastRatio(fore, back)
    if (ratio < minimumTextContrast)
      issues.push({ path: text, code: 'contrast', params: { ratio: ratio.toFixed(2) } })
  }
  const linkLists: PropertyKey[][] = [
    ['header', 'appBar', 'left'],
    ['header', 'appBar', 'right'],
    ['header', 'headerLinks'],
  ]
  const columns = at(input, ['footer', 'columns'])
  if (Array.isArray(columns)) {
    columns.forEach((column, index) => {
      if (isBlank(at(column, ['title'])))
        issues.push({ path: ['footer', 'columns', index, 'title'], code: 'required' })
      linkLists.push(['footer', 'columns', index, 'links'])
    })
  }
  for (const list of linkLists) {
    const links = at(input, list)
    if (!Array.isArray(links)) continue
    links.forEach((link, index) => {
      for (const field of ['label', 'href']) {
        if (isBlank(at(link, [field])))
          issues.push({ path: [...list, index, field], code: 'required' })
      }
    })
  }
  issues.push(...openingRules(input))
  const loan = at(input, ['loanEstimate'])
  // A rate shown to buyers names where it comes from.
  if (loan !== undefined && isBlank(at(loan, ['source'])))
    issues.push({ path: ['loanEstimate', 'source'], code: 'required' })
  if (isAfter(at(loan, ['date']), at(loan, ['until'])))
    issues.push({ path: ['loanEstimate', 'until'], code: 'untilBeforeFrom' })
  return issues
}

/**
 * Hours that close after they open, exceptions that end on or after their first day and give
 * both times or neither (closed).
 */
function openingRules(input: unknown): EditIssue[] {
  const issues: EditIssue[] = []
  const rows = (key: string) => {
    const list = at(input, [key])
    return Array.isArray(list) ? list : []
  }
  const closesAfterOpens = (row: unknown, path: PropertyKey[]) => {
    const [opens, closes] = [at(row, ['opens']), at(row, ['closes'])]
    // A time of the wrong format is the schema's issue alone.
    if (isTime(opens) && isTime(closes) && closes <= opens)
      issues.push({ path: [...path, 'closes'], code: 'closesBeforeOpens' })
  }
  rows('openingHours').forEach((row, index) => closesAfterOpens(row, ['openingHours', index]))
  rows('openingExceptions').forEach((row, index) => {
    const path = ['openingExceptions', index]
    if (isAfter(at(row, ['from']), at(row, ['until'])))
      issues.push({ path: [...path, 'until'], code: 'untilBeforeFrom' })
    const [opens, closes] = [at(row, ['opens']), at(row, ['closes'])]
    if ((opens === undefined) !== (closes === undefined))
      issues.push({ path: [...path, opens === undefined ? 'opens' : 'closes'], code: 'bothTimes' })
    else if (opens !== undefined) closesAfterOpens(row, path)
  })
  return issues
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** Two texts of the same fixed format (times, ISO dates), the second before the first. */
const isAfter = (first: unknown, second: unknown) =>
  typeof first === 'string' && typeof second === 'string' && second !== '' && second < first

/** Menu items (and their children) whose page is given but is no CMS page. */
function menuPageRules(input: unknown, pages: ReadonlySet<string>): EditIssue[] {
  const issues: EditIssue[] = []
  const walk = (items: unknown, path: PropertyKey[]) => {
    if (!Array.isArray(items)) return
    items.forEach((item, index) => {
      const page = at(item, ['page'])
      if (typeof page === 'string' && page !== '' && !pages.has(page))
        issues.push({ path: [...path, index, 'page'], code: 'unknownPage', params: { page } })
      walk(at(item, ['children']), [...path, index, 'children'])
    })
  }
  walk(at(input, ['header', 'menu']), ['header', 'menu'])
  walk(at(input, ['header', 'menuMobile']), ['header', 'menuMobile'])
  return issues
}

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

const isColour = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)

/** Multi-language text with nothing in any language. */
function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every((text) => typeof text !== 'string' || text.trim() === '')
  return true
}
