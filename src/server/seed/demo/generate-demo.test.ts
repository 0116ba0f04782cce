import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseVideoLink } from '@/features/catalogue/helpers/video-link'
import { propertyDetailsSchema } from '@/features/catalogue/property-details-schema'
import { brusselsDay } from './dates'
import { generateDemo, type DemoData } from './generate-demo'

const today = new Date('2026-03-29T10:00:00Z') // the day Belgium moves to summer time
const demo = generateDemo({ today })

// The label tables again, written out independently of epc.ts so a slip in one is caught.
const thresholds: Record<string, [string, number][]> = {
  Flanders: [
    ['a_plus', 0],
    ['a', 100],
    ['b', 200],
    ['c', 300],
    ['d', 400],
    ['e', 500],
    ['f', Infinity],
  ],
  Wallonia: [
    ['a_plusplus', 0],
    ['a_plus', 45],
    ['a', 85],
    ['b', 170],
    ['c', 255],
    ['d', 340],
    ['e', 425],
    ['f', 510],
    ['g', Infinity],
  ],
  Brussels: [
    ['a_plus', 0],
    ['a', 30],
    ['a_sub', 45],
    ['b_plus', 62],
    ['b', 78],
    ['b_sub', 95],
    ['c_plus', 113],
    ['c', 132],
    ['c_sub', 150],
    ['d_plus', 170],
    ['d', 190],
    ['d_sub', 210],
    ['e_plus', 232],
    ['e', 253],
    ['e_sub', 275],
    ['f_plus', 298],
    ['f', 322],
    ['f_sub', 346],
    ['g', Infinity],
  ],
}
const expectedLabel = (region: string, value: number) =>
  thresholds[region]?.find(([, upTo]) => value <= upTo)?.[0]

const dayMs = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function expectValidDetails(data: DemoData) {
  const strict = propertyDetailsSchema.strict()
  for (const p of data.properties) {
    expect(strict.safeParse(p.details).error, `property ${p.id}`).toBeUndefined()
  }
}

function expectConsistentEpc(data: DemoData) {
  const webIds = new Map(data.propertyTypes.map((type) => [type.id, type.webId]))
  for (const p of data.properties) {
    const webId = webIds.get(p.typeId)
    if (webId === 3 || webId === 7 || p.countryId === 50) {
      expect(p.epcValue ?? null).toBeNull()
      expect(p.epcLabel ?? null).toBeNull()
      continue
    }
    expect(p.epcValue, `property ${p.id}`).toEqual(expect.any(Number))
    expect(p.epcLabel, `property ${p.id}`).toBe(expectedLabel(p.region ?? '', p.epcValue ?? NaN))
  }
}

describe('generateDemo', () => {
  it('is deterministic for a seed and a day, and depends on the seed', () => {
    expect(generateDemo({ today })).toEqual(demo)
    expect(generateDemo({ seed: 7, today })).not.toEqual(demo)
  })

  it('lists exactly 60 properties with unique four-digit references, 4521 in Ixelles', () => {
    expect(demo.properties).toHaveLength(60)
    const references = demo.properties.map((p) => p.reference)
    expect(new Set(references).size).toBe(60)
    for (const reference of references) expect(reference).toMatch(/^\d{4}$/)
    const ixelles = demo.properties.find((p) => p.reference === '4521')
    expect(ixelles).toMatchObject({ goal: 0, typeId: 2, zip: '1050', city: 'Ixelles' })
  })

  it('builds a type tree whose children hang under a root and share its WebID', () => {
    const byId = new Map(demo.propertyTypes.map((type) => [type.id, type]))
    for (const type of demo.propertyTypes) {
      if (type.parentId == null) continue
      const parent = byId.get(type.parentId)
      expect(parent?.parentId).toBeNull()
      expect(type.webId).toBe(parent?.webId)
    }
    for (const type of demo.propertyTypes) {
      for (const lang of ['en', 'nl', 'fr', 'de']) {
        expect(type.name[lang]).toBeTruthy()
        expect(type.slug[lang]).toMatch(/^[a-z0-9-]+$/)
      }
    }
  })

  it('represents every WebID 1 to 7 and mixes sale and rent', () => {
    const webIds = new Map(demo.propertyTypes.map((type) => [type.id, type.webId]))
    const present = new Set(demo.properties.map((p) => webIds.get(p.typeId)))
    expect([...present].sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(demo.properties.filter((p) => p.goal === 0)).toHaveLength(40)
    expect(demo.properties.filter((p) => p.goal === 1)).toHaveLength(20)
  })

  it('keeps status and marquee consistent', () => {
    for (const p of demo.properties) {
      const marquee = p.status === 'sold' ? 1 : p.status === 'rented' ? 2 : null
      expect(p.marquee ?? null).toBe(marquee)
      if (p.status === 'sold') expect(p.goal).toBe(0)
      if (p.status === 'rented') expect(p.goal).toBe(1)
    }
    expect(demo.properties.filter((p) => p.status === 'sold')).toHaveLength(4)
    expect(demo.properties.filter((p) => p.status === 'rented')).toHaveLength(3)
  })

  it('stores details that the property details schema accepts, with no unknown keys', () => {
    expectValidDetails(demo)
  })

  it('labels every EPC value by its region thresholds, and none for land, garages and Luxembourg', () => {
    expectConsistentEpc(demo)
    const webIds = new Map(demo.propertyTypes.map((type) => [type.id, type.webId]))
    const poorFlemishHomes = demo.properties.filter(
      (p) =>
        p.region === 'Flanders' &&
        webIds.get(p.typeId) === 1 &&
        ['e', 'f'].includes(p.epcLabel ?? ''),
    )
    expect(poorFlemishHomes.length).toBeGreaterThanOrEqual(2)
  })

  it('places Belgian listings in their postal region and Luxembourg ones in country 50', () => {
    const luxembourg = demo.properties.filter((p) => p.countryId === 50)
    expect(luxembourg).toHaveLength(3)
    for (const p of luxembourg) expect(p.region ?? null).toBeNull()
    for (const p of demo.properties.filter((p) => p.countryId !== 50)) {
      expect(p.countryId).toBe(10)
      const zip = Number(p.zip)
      const region =
        zip < 1300
          ? 'Brussels'
          : zip < 1500 || (zip >= 4000 && zip < 8000)
            ? 'Wallonia'
            : 'Flanders'
      expect(p.region).toBe(region)
    }
  })

  it('links every row to ids that exist', () => {
    const ids = <T extends { id?: number }>(rows: T[]) => new Set(rows.map((row) => row.id))
    const [types, agents, projects, properties, owners] = [
      ids(demo.propertyTypes),
      ids(demo.agents),
      ids(demo.projects),
      ids(demo.properties),
      ids(demo.owners),
    ]
    expect([...agents]).toEqual([1, 2, 3])
    expect([...projects]).toEqual([1, 2, 3])
    expect([...owners]).toEqual([1, 2])
    for (const p of demo.properties) {
      expect(types.has(p.typeId)).toBe(true)
      expect(agents.has(p.agentId ?? 0)).toBe(true)
      if (p.projectId != null) expect(projects.has(p.projectId)).toBe(true)
    }
    for (const unit of demo.projectUnits) expect(projects.has(unit.projectId)).toBe(true)
    for (const link of demo.ownerProperties) {
      expect(properties.has(link.propertyId)).toBe(true)
      expect(owners.has(link.ownerId)).toBe(true)
    }
    for (const project of demo.projects) {
      const units = demo.projectUnits.filter((unit) => unit.projectId === project.id)
      expect(units.length).toBeGreaterThanOrEqual(6)
      expect(units.length).toBeLessThanOrEqual(12)
      expect(project.documents).toEqual([])
    }
  })

  it('gives Sophie a Flemish sale and a rental, and Marc a sale in Wallonia or Brussels', () => {
    const owned = (ownerId: number) =>
      demo.ownerProperties
        .filter((link) => link.ownerId === ownerId)
        .map((link) => demo.properties.find((p) => p.id === link.propertyId))
    const sophie = owned(1)
    expect(sophie.some((p) => p?.goal === 0 && p.region === 'Flanders')).toBe(true)
    expect(sophie.some((p) => p?.goal === 1)).toBe(true)
    const marc = owned(2)
    expect(marc).toHaveLength(1)
    expect(marc[0]?.goal).toBe(0)
    expect(['Wallonia', 'Brussels']).toContain(marc[0]?.region)
  })

  it('counts views for each published property on each of the last 90 Brussels days', () => {
    const end = Date.parse(`${'2026-03-29'}T00:00:00Z`)
    const expectedDays = Array.from({ length: 90 }, (_, i) => isoDay(end - (89 - i) * dayMs))
    const published = demo.properties.filter((p) => p.published !== false)
    expect(published.length).toBeLessThan(60)
    for (const p of published) {
      const rows = demo.propertyViewsDaily.filter((row) => row.propertyId === p.id)
      expect(rows.map((row) => row.day)).toEqual(expectedDays)
      for (const row of rows) expect(row.views).toBeGreaterThanOrEqual(0)
      expect(rows.reduce((sum, row) => sum + (row.views ?? 0), 0)).toBeGreaterThan(0)
    }
    expect(demo.propertyViewsDaily).toHaveLength(published.length * 90)
  })

  it('dates views by the Belgian calendar day, not the UTC one', () => {
    const lateEvening = generateDemo({ today: new Date('2026-06-30T22:30:00Z') })
    const days = lateEvening.propertyViewsDaily.map((row) => row.day).sort()
    expect(days.at(-1)).toBe('2026-07-01')
  })

  it("keeps each owner's history within the last 60 days, 15 to 30 rows a property", () => {
    const from = today.getTime() - 60 * dayMs
    for (const link of demo.ownerProperties) {
      const rows = demo.ownerHistory.filter((row) => row.propertyId === link.propertyId)
      expect(rows.length).toBeGreaterThanOrEqual(15)
      expect(rows.length).toBeLessThanOrEqual(30)
      for (const row of rows) {
        expect(row.occurredAt.getTime()).toBeGreaterThanOrEqual(from)
        expect(row.occurredAt.getTime()).toBeLessThanOrEqual(today.getTime())
        expect(['visit', 'communication', 'online_media']).toContain(row.type)
        if (row.type !== 'online_media') expect(row.contact).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\.$/u)
      }
    }
    const owned = new Set(demo.ownerProperties.map((link) => link.propertyId))
    for (const row of demo.ownerHistory) expect(owned.has(row.propertyId)).toBe(true)
  })

  it('uses only photos that ship with the site', () => {
    const all = [...demo.properties, ...demo.projects].flatMap((row) => row.photos ?? [])
    for (const photo of new Set(all.map((p) => p.file))) {
      expect(existsSync(path.join('public', photo))).toBe(true)
    }
    for (const p of demo.properties) {
      const count = p.photos?.length ?? 0
      expect(count).toBeGreaterThanOrEqual(1)
      expect(count).toBeLessThanOrEqual(8)
    }
  })

  it('has a published listing with a floor plan, one with a video and one with a 360° tour', () => {
    const published = demo.properties.filter((row) => row.published)
    const planned = published.filter((row) => (row.floorPlans ?? []).length > 0)
    expect(planned.length).toBeGreaterThanOrEqual(1)
    for (const plan of planned.flatMap((row) => row.floorPlans ?? [])) {
      expect(existsSync(path.join('public', plan.file))).toBe(true)
      expect(Object.keys(plan.alt ?? {}).sort()).toEqual(['de', 'en', 'fr', 'nl'])
    }
    const links = (key: 'videoUrl' | 'virtualTourUrl') =>
      published.flatMap((row) => {
        const url = (row.details as Record<string, unknown> | undefined)?.[key]
        return typeof url === 'string' ? [parseVideoLink(url)] : []
      })
    expect(links('videoUrl').map((link) => link?.kind)).toEqual(['youtube'])
    expect(links('virtualTourUrl').map((link) => link?.kind)).toEqual(['matterport'])
  })

  it('keeps its invariants for other seeds', () => {
    for (const seed of [1, 42, 123_456, 987_654_321]) {
      const other = generateDemo({ seed, today })
      expectValidDetails(other)
      expectConsistentEpc(other)
      const references = other.properties.map((p) => p.reference)
      expect(new Set(references).size).toBe(60)
      expect(references).toContain('4521')
    }
  })

  it('offers visit slots in Belgian office hours, Monday to Saturday, over the next three weeks', () => {
    // today is the day clocks move to summer time: local hours must still be right after it.
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    const clock = (at: Date) => {
      const part = Object.fromEntries(local.formatToParts(at).map((p) => [p.type, p.value]))
      return {
        day: `${part.year}-${part.month}-${part.day}`,
        weekday: part.weekday,
        minutes: Number(part.hour) * 60 + Number(part.minute),
      }
    }
    const slots = demo.appointmentSlots
    expect(slots.map((slot) => slot.id)).toEqual(slots.map((_, i) => i + 1))
    for (const slot of slots) {
      const start = clock(slot.startsAt)
      const end = clock(slot.endsAt)
      expect(end.day).toBe(start.day)
      expect(start.day > '2026-03-29' && start.day <= '2026-04-19', start.day).toBe(true)
      expect(start.weekday).not.toBe('Sun')
      expect(start.minutes).toBeGreaterThanOrEqual(9 * 60)
      expect(end.minutes).toBeLessThanOrEqual(19 * 60)
      expect([30, 60]).toContain(end.minutes - start.minutes)
      expect(slot.booked).toBeGreaterThanOrEqual(0)
      expect(slot.booked).toBeLessThanOrEqual(slot.capacity)
    }
    expect(new Set(slots.map((slot) => slot.capacity)).size).toBeGreaterThanOrEqual(3)
    const slotDays = new Set(slots.map((slot) => clock(slot.startsAt).day))
    expect(slotDays.has('2026-03-30')).toBe(true)
  })

  it('gives slots to 4521, five other homes on the market and the Ghent project, some full', () => {
    const slots = demo.appointmentSlots
    const propertyIds = new Set(slots.flatMap((slot) => slot.propertyId ?? []))
    expect(propertyIds.size).toBe(6)
    for (const id of propertyIds) {
      const property = demo.properties.find((p) => p.id === id)
      expect(property?.published).toBe(true)
      expect(property?.status).toBe('available')
    }
    const ixelles = demo.properties.find((p) => p.reference === '4521')
    expect(propertyIds.has(ixelles?.id ?? 0)).toBe(true)
    const projectSlots = slots.filter((slot) => slot.projectId != null)
    expect(new Set(projectSlots.map((slot) => slot.projectId))).toEqual(new Set([1]))
    for (const slot of slots)
      expect((slot.propertyId == null) !== (slot.projectId == null)).toBe(true)

    const full = slots.filter((slot) => slot.booked === slot.capacity)
    expect(full.length).toBeGreaterThan(0)
    expect(full.length).toBeLessThan(slots.length / 2)
    const days = new Map<string, typeof slots>()
    for (const slot of slots.filter((slot) => slot.propertyId === ixelles?.id)) {
      const day = brusselsDay(slot.startsAt)
      days.set(day, [...(days.get(day) ?? []), slot])
    }
    const fullDays = [...days.values()].filter((day) => day.every((s) => s.booked === s.capacity))
    expect(fullDays).toHaveLength(1)
    expect(fullDays[0]!.length).toBeGreaterThanOrEqual(3)
  })

  it('has eight testimonials: six published, one pending, one rejected', () => {
    const statuses = demo.testimonials.map((t) => t.status)
    expect(statuses.filter((s) => s === 'published')).toHaveLength(6)
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(1)
    expect(statuses.filter((s) => s === 'rejected')).toHaveLength(1)
  })
})
