import { eq, sql } from 'drizzle-orm'
import { demands } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { signToken, verifyToken } from '@/server/secrets/signed-token'
import { alertFrequencies, type AlertFrequency } from './alert-search'

const purpose = 'demand-alerts-manage'

/**
 * The token of an alert's edit link in every digest: the demand's id, signed like the unsubscribe
 * link (unsubscribe.ts). No account and no expiry: the link of an old e-mail keeps working.
 */
export function manageToken(demandId: number, secret?: string): string {
  return signToken(purpose, { a: demandId }, { secret })
}

/** The demand an edit token names, or null when it was changed or made elsewhere. */
export function managedDemand(token: string, secret?: string): number | null {
  const claims = verifyToken(purpose, token, { secret })
  return typeof claims?.a === 'number' && Number.isSafeInteger(claims.a) ? claims.a : null
}

export type AlertChange =
  { intent: 'save'; frequency: AlertFrequency } | { intent: 'pause' | 'resume' | 'delete' }

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
 * resumed here (the person said no to all e-mails); deleting removes it with its history.
 * Returns false when the alert is gone or inactive.
 */
export async function changeAlert(db: Database, id: number, change: AlertChange): Promise<boolean> {
  if (change.intent === 'delete') {
    const deleted = await db.delete(demands).where(eq(demands.id, id)).returning({ id: demands.id })
    return deleted.length > 0
  }
  const values =
    change.intent === 'save'
      ? { frequency: change.frequency }
      : { pausedAt: change.intent === 'pause' ? sql`coalesce(${demands.pausedAt}, now())` : null }
  const updated = await db
    .update(demands)
    .set(values)
    .where(sql`${demands.id} = ${id} and ${demands.active}`)
    .returning({ id: demands.id })
  return updated.length > 0
}

/** The alert an edit link opens, or null when it was deleted. */
export async function loadManagedAlert(db: Database, id: number) {
  const [demand] = await db.select().from(demands).where(eq(demands.id, id))
  return demand ?? null
}
