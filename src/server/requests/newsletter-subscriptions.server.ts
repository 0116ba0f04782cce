import 'server-only'
import { sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/types'

/**
 * Subscribes an address to the newsletter (again, if it had left), from the sign-up form or a
 * request form's opt-in, in the caller's transaction.
 */
export async function subscribeToNewsletter(tx: Executor, email: string, locale: string) {
  await tx.execute(sql`
    INSERT INTO newsletter_subscriptions (email, locale) VALUES (${email}, ${locale})
    ON CONFLICT (email) DO UPDATE
      SET locale = EXCLUDED.locale, unsubscribed_at = NULL,
          subscribed_at = CASE WHEN newsletter_subscriptions.unsubscribed_at IS NULL
                               THEN newsletter_subscriptions.subscribed_at ELSE now() END`)
}

/**
 * Ends an address's subscription. Idempotent: a second click, or an address that never
 * subscribed, changes nothing and answers the same, so the result tells no one whether an
 * address is on the list.
 */
export async function unsubscribeFromNewsletter(executor: Executor, email: string) {
  await executor.execute(sql`
    UPDATE newsletter_subscriptions SET unsubscribed_at = now()
    WHERE email = ${email.toLowerCase()} AND unsubscribed_at IS NULL`)
}
