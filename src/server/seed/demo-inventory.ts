import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@/server/db/types'
import type { DemoData } from './demo/generate-demo'
import type { SeedContent } from './seed-content'

/**
 * What a database holds beside the demo: one finding per kind of data, with what a full seed does
 * to it. `npm run seed` refuses while there is any (docs/decisions/032-operations.md).
 */
export type Finding = {
  what: string
  count: number
  examples: string[]
  /** What a full `npm run seed` does to these rows. */
  fate: 'deleted' | 'replaced' | 'kept'
}

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`

/**
 * The demo rows are recognised by what the demo generator writes, not by a flag: a listing is the
 * demo's when its reference and its title are the demo's (an import of the same reference brings
 * the CRM's title), an owner when the address and name are, a project by reference, slug and name.
 */
export function demoKeys(demo: DemoData) {
  return {
    properties: demo.properties.map((row) => ({ reference: row.reference, title: row.title })),
    projects: demo.projects.map((row) => ({
      reference: row.reference,
      slug: row.slug,
      name: row.name,
    })),
    owners: demo.owners.map((row) => ({
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
    })),
    agents: demo.agents.map((row) => ({ id: row.id, email: row.email })),
    testimonials: demo.testimonials.map((row) => ({ name: row.name, comment: row.comment })),
  }
}

const demoProperty = (keys: ReturnType<typeof demoKeys>) =>
  sql`exists (select 1 from jsonb_to_recordset(${json(keys.properties)}) d(reference text, title jsonb)
    where d.reference = p.reference and d.title = p.title)`
const demoProject = (keys: ReturnType<typeof demoKeys>) =>
  sql`exists (select 1 from jsonb_to_recordset(${json(keys.projects)}) d(reference text, slug text, name text)
    where d.reference = p.reference and d.slug = p.slug and d.name = p.name)`
const demoOwner = (keys: ReturnType<typeof demoKeys>) =>
  sql`exists (select 1 from jsonb_to_recordset(${json(keys.owners)}) d(email text, first_name text, last_name text)
    where d.email = p.email and d.first_name = p.first_name and d.last_name = p.last_name)`
const demoAgent = (keys: ReturnType<typeof demoKeys>) =>
  sql`exists (select 1 from jsonb_to_recordset(${json(keys.agents)}) d(id int, email text)
    where d.id = p.id and d.email = p.email)`
const demoTestimonial = (keys: ReturnType<typeof demoKeys>) =>
  sql`exists (select 1 from jsonb_to_recordset(${json(keys.testimonials)}) d(name text, comment text)
    where d.name = p.name and d.comment = p.comment)`

/** Ids of the rows in the database that are the demo's. */
export async function demoRowIds(db: Executor, demo: DemoData) {
  const keys = demoKeys(demo)
  const ids = async (table: string, test: SQL, key: string) => {
    const { rows } = await db.execute<{ id: number; key: string }>(
      sql`select p.id, p.${sql.identifier(key)}::text as key from ${sql.identifier(table)} p where ${test}`,
    )
    return new Map(rows.map((row) => [row.key, row.id]))
  }
  return {
    properties: await ids('properties', demoProperty(keys), 'reference'),
    projects: await ids('projects', demoProject(keys), 'reference'),
    owners: await ids('owners', demoOwner(keys), 'email'),
    agents: await ids('agents', demoAgent(keys), 'id'),
    testimonials: await ids('testimonials', demoTestimonial(keys), 'id'),
  }
}

/** Every kind of data beside the demo content and the seed's configuration and pages. */
export async function nonDemoData(
  db: Executor,
  demo: DemoData,
  content: SeedContent,
): Promise<Finding[]> {
  const keys = demoKeys(demo)
  const list = async (query: SQL) =>
    (await db.execute<{ label: string }>(query)).rows.map((row) => row.label)
  const count = async (table: string) => {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
    return rows[0]!.n
  }
  const pages = content.pages.map((page) => ({
    id: page.id,
    name: page.name,
    path: page.path,
    params: page.params,
  }))
  const findings: Finding[] = []
  const listed = async (what: string, fate: Finding['fate'], query: SQL) => {
    const labels = await list(query)
    if (labels.length) findings.push({ what, count: labels.length, examples: labels, fate })
  }
  const counted = async (what: string, fate: Finding['fate'], table: string) => {
    const n = await count(table)
    if (n) findings.push({ what, count: n, examples: [], fate })
  }
  await listed(
    'listings that are not the demo’s (imported from the CRM or entered by the agency)',
    'deleted',
    sql`select p.reference as label from properties p where not ${demoProperty(keys)} order by 1`,
  )
  await listed(
    'projects that are not the demo’s',
    'deleted',
    sql`select p.reference as label from projects p where not ${demoProject(keys)} order by 1`,
  )
  await listed(
    'owners that are not the demo’s (added with npm run owner), with their portal logins',
    'deleted',
    sql`select p.email as label from owners p where not ${demoOwner(keys)} order by 1`,
  )
  await listed(
    'agents that are not the demo’s',
    'deleted',
    sql`select p.email as label from agents p where not ${demoAgent(keys)} order by 1`,
  )
  await listed(
    'testimonials sent by visitors',
    'deleted',
    sql`select p.name as label from testimonials p where not ${demoTestimonial(keys)} order by 1`,
  )
  const { rows: config } = await db.execute(
    sql`select 1 from site_config where data <> ${json(content.config)}`,
  )
  if (config.length) {
    findings.push({
      what: 'site configuration changed since it was seeded',
      count: 1,
      examples: [],
      fate: 'replaced',
    })
  }
  await listed(
    'pages added or changed since they were seeded',
    'replaced',
    sql`select p.path as label from cms_pages p where not exists (
      select 1 from jsonb_to_recordset(${json(pages)}) s(id int, name text, path text, params jsonb)
      where s.id = p.id and s.name = p.name and s.path = p.path and s.params = p.params) order by 1`,
  )
  await counted('booked visits (with their time slots)', 'deleted', 'appointments')
  await counted(
    'form submissions from visitors (kept, without their link to deleted listings)',
    'kept',
    'form_submissions',
  )
  await counted('registered demands (kept)', 'kept', 'demands')
  await counted('newsletter subscriptions (kept)', 'kept', 'newsletter_subscriptions')
  return findings
}

/** The findings as lines for the terminal: what, how many, the first few of them. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((finding) => {
      const shown = finding.examples.slice(0, 5)
      const more = finding.examples.length - shown.length
      const examples = shown.length
        ? `: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`
        : ''
      return `  - ${finding.count} ${finding.what}${examples}`
    })
    .join('\n')
}
