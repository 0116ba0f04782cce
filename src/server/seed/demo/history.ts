import { isSupportedLanguage } from '@/lib/i18n/languages'
import type { ownerHistory, ownerProperties, owners, properties } from '@/server/db/schema'
import { addDays, atUtc, brusselsDay, daysBetween } from './dates'
import { historyTexts } from './history-texts'
import { createRng, type Rng } from './prng'

type HistoryRow = typeof ownerHistory.$inferInsert
type Entry = Omit<HistoryRow, 'id'>

const historyDays = 60

const firstNames = [
  'Thomas',
  'Emma',
  'Lucas',
  'Julie',
  'Nathalie',
  'Bart',
  'Sarah',
  'Kevin',
  'Ines',
  'Marie',
  'Wouter',
  'Elise',
  'Karim',
  'Laura',
  'Jonas',
  'Chloé',
]

// Visitors are shown as first name and initial (decisions.md §6: the default privacy level).
const contactName = (rng: Rng) => `${rng.pick(firstNames)} ${rng.pick([...'BCDGHJLMPRSTVW'])}.`

function portalsFor(region: string | null | undefined): string[] {
  return region === 'Flanders'
    ? ['Immoweb', 'Zimmo', 'Immovlan', 'Facebook']
    : ['Immoweb', 'Immovlan', 'Logic-Immo', 'Facebook']
}

function propertyHistory(
  property: typeof properties.$inferInsert,
  locale: string,
  today: string,
  rng: Rng,
): Entry[] {
  const text = historyTexts[isSupportedLanguage(locale) ? locale : 'en']
  const propertyId = property.id ?? 0
  const listed = property.createdAt ? brusselsDay(property.createdAt) : addDays(today, -historyDays)
  // Events start the day after listing and end yesterday, so all lie in the last 60 days.
  const firstDay = Math.max(1, Math.min(historyDays - 1, daysBetween(listed, today) - 1))
  const at = (ago: number) => atUtc(addDays(today, -ago), rng.int(7, 17), rng.pick([0, 15, 30, 45]))
  const portals = portalsFor(property.region)
  const listedInWindow = daysBetween(listed, today) < historyDays

  const publications: Entry[] = portals.map((portal) => ({
    propertyId,
    occurredAt: at(listedInWindow ? firstDay : rng.int(1, firstDay)),
    type: 'online_media',
    contact: null,
    subject: listedInWindow ? text.publishedOn(portal) : text.updatedOn(portal),
    comment: listedInWindow ? null : rng.pick(text.updateReasons),
    status: listedInWindow ? 'published' : 'updated',
    source: portal,
  }))

  const others = Array.from({ length: rng.int(15, 30) - publications.length }, (): Entry => {
    const ago = rng.int(1, firstDay)
    const roll = rng.next()
    if (roll < 0.45) {
      const visitRequest = rng.chance(0.5)
      return {
        propertyId,
        occurredAt: at(ago),
        type: 'communication',
        contact: contactName(rng),
        subject: visitRequest ? text.visitRequest : text.informationRequest,
        comment: rng.pick(text.requestMessages),
        status: ago <= 2 ? 'new' : 'answered',
        source: 'website',
      }
    }
    if (roll < 0.85) {
      const status = ago <= 2 ? 'confirmed' : rng.chance(0.85) ? 'done' : 'cancelled'
      return {
        propertyId,
        occurredAt: at(ago),
        type: 'visit',
        contact: contactName(rng),
        subject: text.visit,
        comment:
          status === 'done'
            ? rng.pick(text.visitFeedback)
            : status === 'cancelled'
              ? text.visitCancelled
              : null,
        status,
        source: 'agency',
      }
    }
    const portal = rng.pick(portals)
    return {
      propertyId,
      occurredAt: at(ago),
      type: 'online_media',
      contact: null,
      subject: text.updatedOn(portal),
      comment: rng.pick(text.updateReasons),
      status: 'updated',
      source: portal,
    }
  })
  return [...publications, ...others]
}

/** 15 to 30 history rows for every property an owner can log in to see, in date order. */
export function generateHistory(
  seed: number,
  today: string,
  propertyRows: (typeof properties.$inferInsert)[],
  ownerRows: (typeof owners.$inferInsert)[],
  links: (typeof ownerProperties.$inferInsert)[],
): HistoryRow[] {
  const entries = links.flatMap((link) => {
    const property = propertyRows.find((row) => row.id === link.propertyId)
    const owner = ownerRows.find((row) => row.id === link.ownerId)
    if (!property || !owner)
      throw new Error(`Owner link ${link.ownerId}/${link.propertyId} is dangling`)
    const rng = createRng(seed, `history-${link.propertyId}`)
    return propertyHistory(property, owner.locale, today, rng)
  })
  return entries
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.propertyId - b.propertyId)
    .map((entry, index) => ({ id: index + 1, ...entry }))
}
