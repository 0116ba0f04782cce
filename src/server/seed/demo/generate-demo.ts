import type {
  agents,
  appointmentSlots,
  ownerHistory,
  ownerProperties,
  owners,
  priceChanges,
  projects,
  projectUnits,
  properties,
  propertyTypes,
  propertyViewsDaily,
  testimonials,
} from '@/server/db/schema'
import { agentRows } from './agents'
import { generateAppointmentSlots } from './appointment-slots'
import { brusselsDay } from './dates'
import { generateHistory } from './history'
import { ownerPropertyRows, ownerRows } from './owners'
import { withPriceReductions } from './price-reductions'
import { generateProperties } from './properties'
import { generateProjects } from './projects'
import { propertyTypeRows } from './property-types'
import { testimonialRows } from './testimonials'
import { generateViews } from './views'

export type DemoData = {
  propertyTypes: (typeof propertyTypes.$inferInsert)[]
  agents: (typeof agents.$inferInsert)[]
  projects: (typeof projects.$inferInsert)[]
  projectUnits: (typeof projectUnits.$inferInsert)[]
  properties: (typeof properties.$inferInsert)[]
  priceChanges: (typeof priceChanges.$inferInsert)[]
  owners: (typeof owners.$inferInsert)[]
  ownerProperties: (typeof ownerProperties.$inferInsert)[]
  propertyViewsDaily: (typeof propertyViewsDaily.$inferInsert)[]
  ownerHistory: (typeof ownerHistory.$inferInsert)[]
  testimonials: (typeof testimonials.$inferInsert)[]
  appointmentSlots: (typeof appointmentSlots.$inferInsert)[]
}

const defaultDemoSeed = 20261122

/**
 * The demo agency's data. Pure: the same seed and the same `today` give the same rows, so the
 * demo, its screenshots and the tests agree; `today` only moves the dates along.
 */
export function generateDemo({
  seed = defaultDemoSeed,
  today,
}: {
  seed?: number
  today: Date
}): DemoData {
  const day = brusselsDay(today)
  const projectData = generateProjects(seed, day)
  const priced = withPriceReductions(seed, day, generateProperties(seed, day, projectData))
  const propertyRows = priced.properties
  const ownerList = ownerRows(today)
  const links = ownerPropertyRows()
  return {
    propertyTypes: propertyTypeRows(),
    agents: agentRows(),
    projects: projectData.projects,
    projectUnits: projectData.units,
    properties: propertyRows,
    priceChanges: priced.priceChanges,
    owners: ownerList,
    ownerProperties: links,
    propertyViewsDaily: generateViews(seed, day, propertyRows),
    ownerHistory: generateHistory(seed, day, propertyRows, ownerList, links),
    testimonials: testimonialRows(day),
    appointmentSlots: generateAppointmentSlots(seed, day, propertyRows),
  }
}
