import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { parseSiteConfig, type SiteConfig } from '@/lib/site-config/site-config-schema'
import {
  agents,
  cmsPages,
  owners,
  projects,
  properties,
  siteConfig,
  staff,
  testimonials,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { demoRowIds } from '@/server/seed/demo-inventory'
import { seedContentFiles } from '@/server/seed/seed-content'
import type { SettingsSection } from '@/features/back-office/settings/settings-sections'
import type { DemoKind, RemovalProblem } from './demo-kinds'
import {
  demoMarkers,
  markedPaths,
  sameJson,
  unchangedAgencyFields,
  type DemoAgency,
} from './demo-texts'

/** What the checklist says about one kind: how many demo rows or places, and a few of them. */
export type DemoFinding = {
  kind: DemoKind
  count: number
  examples: string[]
}

/** Where the texts still hold the demo's words: the settings sections and pages to look at. */
export type TextFindings = {
  /** Agency details (Settings → Agency) that are still the demo's. */
  agency: (keyof DemoAgency)[]
  /** Settings sections whose published texts name the demo; `other` has no section of its own. */
  sections: (SettingsSection | 'other')[]
  /** The demo's example note on the loan estimate is shown on every sale listing. */
  loanNote: boolean
  /** CMS pages whose text names the demo. */
  pages: { id: number; name: string }[]
}

/** The demo as the generator and the seed's files give it: what is recognised as demo. */
export function demoReference(today = new Date()) {
  const { config } = seedContentFiles()
  return { data: generateDemo({ today }), config }
}
export type DemoReference = ReturnType<typeof demoReference>

export const demoAgencyOf = (config: SiteConfig): DemoAgency => config.agency

/** The ids of the demo staff accounts in the database (address and name as the seed wrote them). */
export async function demoStaffIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: staff.id, email: staff.email, name: staff.name })
    .from(staff)
    .where(
      inArray(
        staff.email,
        demoStaff.map((member) => member.email),
      ),
    )
  return rows
    .filter((row) => demoStaff.some((m) => m.email === row.email && m.name === row.name))
    .map((row) => row.id)
}

/** Whether an active admin exists that is not one of the demo's. */
export async function hasOwnAdmin(db: Executor, demoIds: number[]): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        eq(staff.role, 'admin'),
        isNull(staff.disabledAt),
        demoIds.length ? notInArray(staff.id, demoIds) : undefined,
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Maps a published configuration's path to the settings section that edits it. */
function sectionOf(path: string): SettingsSection | 'other' {
  if (path.startsWith('header.appBar')) return 'top-bar'
  if (path.startsWith('header.menu')) return 'menus'
  if (path.startsWith('header.')) return 'header'
  if (path.startsWith('footer.')) return 'footer'
  if (path.startsWith('agency.') || path.startsWith('contactTimeSlots')) return 'agency'
  return 'other'
}

/** Whether the loan estimate still carries the demo's example note. */
export const hasDemoLoanNote = (published: SiteConfig, demo: SiteConfig) =>
  published.loanEstimate !== undefined &&
  demo.loanEstimate !== undefined &&
  sameJson(published.loanEstimate.source, demo.loanEstimate.source)

export async function publishedConfig(db: Executor): Promise<SiteConfig> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1))
  if (!row) throw new Error('The site configuration is missing: run `npm run seed`.')
  return parseSiteConfig(row.data)
}

/** Where the published configuration and the pages still hold the demo's texts. */
export async function textFindings(db: Executor, demo: SiteConfig): Promise<TextFindings> {
  const published = await publishedConfig(db)
  const markers = demoMarkers(demoAgencyOf(demo))
  const paths = markedPaths(published, markers)
  const sections = [...new Set(paths.map(sectionOf))]
  const pages = await db
    .select({ id: cmsPages.id, name: cmsPages.name, params: cmsPages.params })
    .from(cmsPages)
    .orderBy(cmsPages.path)
  return {
    agency: unchangedAgencyFields(demoAgencyOf(demo), published.agency),
    sections,
    loanNote: hasDemoLoanNote(published, demo),
    pages: pages
      .filter((page) => markedPaths(page.params, markers).length > 0)
      .map(({ id, name }) => ({ id, name })),
  }
}

/**
 * The demo's images the site still shows: its logo (no logo uploaded, the header's file the
 * demo's) and its banner photo (none uploaded, the header naming the demo's).
 */
export const demoImages = (published: SiteConfig, demo: SiteConfig): string[] => [
  ...(published.branding.logo === undefined && published.header.logo.src === demo.header.logo.src
    ? [published.header.logo.src]
    : []),
  ...(published.branding.banner === undefined &&
  published.header.banner.image === demo.header.banner.image
    ? [published.header.banner.image]
    : []),
]

const names = <T>(rows: T[], label: (row: T) => string) => rows.map(label)

/** What of the demo the database still holds, kind by kind (a kind with nothing left has 0). */
export async function demoFindings(
  db: Executor,
  reference: DemoReference = demoReference(),
): Promise<{
  findings: DemoFinding[]
  texts: TextFindings
  ownAdmin: boolean
  /** The demo's staff accounts: the screen tells a demo admin to sign in as their own. */
  staffIds: number[]
}> {
  const ids = await demoRowIds(db, reference.data)
  const select = async <T>(
    found: Map<string, number>,
    query: (list: number[]) => Promise<T[]>,
  ): Promise<T[]> => (found.size ? query([...found.values()]) : [])
  const listings = await select(ids.properties, (list) =>
    db
      .select({ label: properties.reference })
      .from(properties)
      .where(inArray(properties.id, list))
      .orderBy(properties.reference),
  )
  const projectRows = await select(ids.projects, (list) =>
    db
      .select({ label: projects.name })
      .from(projects)
      .where(inArray(projects.id, list))
      .orderBy(projects.name),
  )
  const agentRows = await select(ids.agents, (list) =>
    db
      .select({ label: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
      .from(agents)
      .where(inArray(agents.id, list))
      .orderBy(agents.lastName),
  )
  const ownerRows = await select(ids.owners, (list) =>
    db
      .select({ label: owners.email })
      .from(owners)
      .where(inArray(owners.id, list))
      .orderBy(owners.email),
  )
  const testimonialRows = await select(ids.testimonials, (list) =>
    db
      .select({ label: testimonials.name })
      .from(testimonials)
      .where(inArray(testimonials.id, list))
      .orderBy(testimonials.name),
  )
  const staffIds = await demoStaffIds(db)
  const staffRows = staffIds.length
    ? await db
        .select({ label: staff.email })
        .from(staff)
        .where(inArray(staff.id, staffIds))
        .orderBy(staff.email)
    : []
  const texts = await textFindings(db, reference.config)
  const published = await publishedConfig(db)
  const textCount =
    texts.agency.length + texts.sections.length + texts.pages.length + (texts.loanNote ? 1 : 0)
  const label = (row: { label: string }) => row.label
  const findings: DemoFinding[] = [
    { kind: 'listings', count: listings.length, examples: names(listings, label) },
    { kind: 'projects', count: projectRows.length, examples: names(projectRows, label) },
    { kind: 'agents', count: agentRows.length, examples: names(agentRows, label) },
    { kind: 'owners', count: ownerRows.length, examples: names(ownerRows, label) },
    {
      kind: 'testimonials',
      count: testimonialRows.length,
      examples: names(testimonialRows, label),
    },
    { kind: 'staff', count: staffRows.length, examples: names(staffRows, label) },
    {
      kind: 'texts',
      count: textCount,
      examples: [
        ...texts.agency.map((field) => `agency.${field}`),
        ...texts.sections.map((section) => `settings:${section}`),
        ...(texts.loanNote ? ['loanEstimate.source'] : []),
        ...texts.pages.map((page) => `page:${page.name}`),
      ],
    },
    {
      kind: 'branding',
      count: demoImages(published, reference.config).length,
      examples: demoImages(published, reference.config),
    },
  ]
  return { findings, texts, ownAdmin: await hasOwnAdmin(db, staffIds), staffIds }
}

/** The agency's own agents, who may take the demo agents' listings. */
export async function ownAgents(
  db: Executor,
  reference: DemoReference,
): Promise<{ id: number; name: string }[]> {
  const demoIds = [...(await demoRowIds(db, reference.data)).agents.values()]
  return db
    .select({ id: agents.id, name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
    .from(agents)
    .where(demoIds.length ? notInArray(agents.id, demoIds) : undefined)
    .orderBy(agents.lastName, agents.firstName)
}

/**
 * What must come first before a kind with demo data left can be removed by `staffId` (null: the
 * command line), as the removal itself would refuse it; undefined when it can go now.
 */
export function removalBlocker(
  kind: DemoKind,
  found: Awaited<ReturnType<typeof demoFindings>>,
  staffId: number | null,
): RemovalProblem | undefined {
  if (kind === 'branding') return 'notRemovable'
  if (kind === 'staff' && staffId !== null && found.staffIds.includes(staffId)) {
    return 'signedInAsDemo'
  }
  if (kind === 'staff' && !found.ownAdmin) return 'noOwnAdmin'
  const agency = found.texts.agency
  if (kind === 'texts' && (agency.includes('name') || agency.includes('email'))) {
    return 'agencyUnchanged'
  }
  return undefined
}
