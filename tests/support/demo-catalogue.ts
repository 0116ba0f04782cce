import type { generateDemo } from '../../src/server/seed/demo/generate-demo'
import { agents, projects, properties, propertyTypes } from '../../src/server/db/schema'
import type { Database } from '../../src/server/db/types'

type Demo = ReturnType<typeof generateDemo>

/** The demo's catalogue in a test database: its types, agents, projects and listings (or `rows`). */
export async function insertDemoCatalogue(
  db: Database,
  demo: Demo,
  rows: (typeof properties.$inferInsert)[] = demo.properties,
) {
  await db.insert(propertyTypes).values(demo.propertyTypes)
  await db.insert(agents).values(demo.agents)
  await db.insert(projects).values(demo.projects)
  await db.insert(properties).values(rows)
}
