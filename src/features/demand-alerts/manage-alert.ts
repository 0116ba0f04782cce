import { and, eq, isNull, sql } from 'drizzle-orm'
import { demandPauses, demands } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { alertFrequencies, keptAlertSearch, type AlertFrequency } from './alert-search'

/** The alert's own criteria as its edit page sends them, checked (the register form's rules). */
export type AlertCriteria = {
  typeIds: number[]
  priceMin: number | null
  priceMax: number | null
  bedroomsMin: number | null
  bedroomsMax: number | null
  zips: string[]
  /** The query keys of the stored list filters the person keeps; the others are dropped. */
  keep: string[]
}

export type AlertChange =
  | { intent: 'save'; frequency: AlertFrequency }
  | { intent: 'pause' | 'resume' | 'delete' }
  | { intent: 'criteria'; criteria: AlertCriteria }

/** A form's post as a change, or null when it is not one the edit page sends. */
export function alertChangeOf(form: FormData): AlertChange | null {
  const intent = form.get('intent')
  if (intent === 'pause' || intent === 'resume' || intent === 'delete') return { intent }
  const frequency = form.get('frequency')
  return intent === 'save' && alertFrequencies.includes(frequency as AlertFrequency)
    ? { intent, frequency: frequency as AlertFrequency }
    : null
}

/**
 * Applies a change from the alert's edit page. An alert stopped by an unsubscribe is not
 * resumed here (the person said no to all e-mails). Deleting keeps the row, inactive, for the
 * owner portal's count 30 days ago, and clears what names the person (the address, the link to
 * the form's submission); a pause and a resume are written to its pause history.
 * Returns false when the alert is gone or inactive.
 */
export async function changeAlert(db: Database, id: number, change: AlertChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pausedAt: demands.pausedAt, search: demands.search })
      .from(demands)
      .where(sql`${demands.id} = ${id} and ${demands.deletedAt} is null`)
      .for('update')
    if (!before) return false
    const values = valuesOf(change, before.search)
    const updated = await tx
      .update(demands)
      .set(values)
      .where(
        change.intent === 'delete'
          ? eq(demands.id, id)
          : sql`${demands.id} = ${id} and ${demands.active}`,
      )
      .returning({ id: demands.id })
    if (updated.length === 0) return false
    if (change.intent === 'pause' && !before.pausedAt) {
      await tx.insert(demandPauses).values({ demandId: id })
    } else if (change.intent === 'resume' && before.pausedAt) {
      await tx
        .update(demandPauses)
        .set({ endedAt: sql`now()` })
        .where(and(eq(demandPauses.demandId, id), isNull(demandPauses.endedAt)))
    }
    return true
  })
}

function valuesOf(change: AlertChange, search: string) {
  switch (change.intent) {
    case 'delete':
      return { active: false, deletedAt: sql`now()`, email: '', submissionId: null }
    case 'save':
      return { frequency: change.frequency }
    case 'criteria': {
      const { keep, ...columns } = change.criteria
      return { ...columns, search: keptAlertSearch(search, keep) }
    }
    default:
      return {
        pausedAt: change.intent === 'pause' ? sql`coalesce(${demands.pausedAt}, now())` : null,
      }
  }
}

/** The alert an edit link opens, or null when it was deleted. */
export async function loadManagedAlert(db: Database, id: number) {
  const [demand] = await db
    .select()
    .from(demands)
    .where(and(eq(demands.id, id), isNull(demands.deletedAt)))
  return demand ?? null
}
