import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { db } from '@/server/db/client'
import { agents, projects, projectUnits } from '@/server/db/schema'
import { agentColumns, projectConstructions } from './load-property.server'
import type { ProjectUnitView, ProjectView } from './types'
import type { Database } from '@/server/db/types'

/** Floors in building order: numbers as numbers (-1, 0, 1, 10), other names after them. */
export function compareUnits(a: ProjectUnitView, b: ProjectUnitView): number {
  const floorA = Number(a.floor)
  const floorB = Number(b.floor)
  const numericA = a.floor.trim() !== '' && Number.isFinite(floorA)
  const numericB = b.floor.trim() !== '' && Number.isFinite(floorB)
  if (numericA && numericB && floorA !== floorB) return floorA - floorB
  if (numericA !== numericB) return numericA ? -1 : 1
  if (!numericA && a.floor !== b.floor) return a.floor.localeCompare(b.floor)
  return a.name.localeCompare(b.name, undefined, { numeric: true })
}

/** The published project with this slug, its units (the price list), constructions and contact. */
export async function loadProjectBySlug(
  slug: string,
  database: Database = db(),
): Promise<ProjectView | null> {
  const key = slug.trim()
  if (!key || key.length > 200) return null
  const [row] = await database
    .select({
      project: projects,
      agent: agentColumns,
    })
    .from(projects)
    .leftJoin(agents, eq(agents.id, projects.agentId))
    .where(and(eq(projects.slug, key), eq(projects.published, true)))
    .limit(1)
  if (!row) return null
  const { project } = row
  const [units, constructions] = await Promise.all([
    database
      .select({
        id: projectUnits.id,
        floor: projectUnits.floor,
        name: projectUnits.name,
        surface: projectUnits.surface,
        bedrooms: projectUnits.bedrooms,
        price: projectUnits.price,
        status: projectUnits.status,
      })
      .from(projectUnits)
      .where(eq(projectUnits.projectId, project.id))
      .orderBy(asc(projectUnits.id)),
    projectConstructions(project.id, database),
  ])
  return {
    id: project.id,
    reference: project.reference,
    slug: project.slug,
    name: project.name,
    publicAddress: project.publicAddress,
    street: project.street,
    houseNumber: project.houseNumber,
    boxNr: project.boxNr,
    zip: project.zip,
    city: project.city,
    countryId: project.countryId,
    lat: project.lat,
    lng: project.lng,
    description: project.description,
    delivery: project.delivery,
    situation: project.situation,
    technicalInfo: project.technicalInfo,
    photos: Array.isArray(project.photos) ? project.photos : [],
    documents: Array.isArray(project.documents) ? project.documents : [],
    units: [...units].sort(compareUnits),
    constructions,
    agent: row.agent ? { ...row.agent } : null,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  }
}
