import { and, eq, inArray, sql } from 'drizzle-orm'
import { demandDigests, demands, properties, propertyTypes } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import { listQueryOf } from './alert-search'
import { digestMail, type DigestItem, type DigestProperty } from './digest-mail'
import { claimDigests, type ChangeKind } from './match-demands'
import { loadSiteFacts } from './site-facts'
import { manageToken } from './manage-token'
import { unsubscribeToken } from './unsubscribe'
import type { Database } from '@/server/db/types'

// Next to the migrations' lock (src/server/db/migrate.ts): one alert run at a time across instances.
const alertRunLock = 72_010_002

// When one listing changed in two ways, the e-mail names the most telling one.
const kindOrder: Record<ChangeKind, number> = { new: 0, back_on_market: 1, price_drop: 2 }

export type AlertRunOptions = {
  /** Absolute origin of the links, e.g. https://www.immohorizon.be */
  origin: string
  /** MAIL_FROM, for the Message-ID's domain. */
  mailFrom?: string
  /** The run's time; its Brussels calendar day is the day of the digests. */
  now?: Date
  /** At most this many listings described in one e-mail (ALERTS_MAX_LISTED). */
  maxListed?: number
}

export type AlertRunResult = {
  /** False when another instance was running the job, so this one did nothing. */
  ran: boolean
  digests: number
  alerts: number
}

function digestProperty(row: {
  details: Record<string, unknown>
  [key: string]: unknown
}): DigestProperty {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  const { details, ...rest } = row
  return {
    ...(rest as Omit<DigestProperty, 'priceUnitText' | 'marqueeName'>),
    priceUnitText: text(details.priceUnitText),
    marqueeName: text(details.marqueeName),
  }
}

/**
 * One run of the demand alerts: matches the recent listing changes against the active demands
 * and queues, in one transaction, at most one digest e-mail per person per Brussels day with the
 * listings they have not been told about. Instances take turns through a transaction-level
 * advisory lock (a second one finds it taken and skips); the unique keys of demand_digests and
 * demand_alerts hold the same rules even without it.
 */
export async function runDemandAlerts(
  db: Database,
  { origin, mailFrom, now = new Date(), maxListed }: AlertRunOptions,
): Promise<AlertRunResult> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${alertRunLock}) as locked`,
    )
    if (!lock.rows[0]?.locked) return { ran: false, digests: 0, alerts: 0 }

    const claimed = await claimDigests(tx, now)
    if (claimed.length === 0) return { ran: true, digests: 0, alerts: 0 }

    const facts = await loadSiteFacts(tx)
    const rows = await tx
      .select({
        id: properties.id,
        reference: properties.reference,
        goal: properties.goal,
        status: properties.status,
        title: properties.title,
        city: properties.city,
        publishPrice: properties.publishPrice,
        price: properties.price,
        priceUnit: properties.priceUnit,
        marquee: properties.marquee,
        details: properties.details,
        photo: sql<DigestProperty['photo']>`${properties.photos} -> 0`,
        reducedFrom: sql<number | null>`case when ${properties.reducedFrom} > ${properties.price}
          then ${properties.reducedFrom} end`,
        type: { name: propertyTypes.name, slug: propertyTypes.slug },
      })
      .from(properties)
      .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
      .where(inArray(properties.id, [...new Set(claimed.map((alert) => alert.propertyId))]))
    const listings = new Map(rows.map((row) => [row.id, digestProperty(row)]))

    type Pending = {
      emailKey: string
      email: string
      locale: string
      demandIds: Set<number>
      items: Map<number, DigestItem>
    }
    const digests = new Map<string, Pending>()
    for (const alert of claimed) {
      const property = listings.get(alert.propertyId)
      if (!property) continue
      let digest = digests.get(alert.digestId)
      if (!digest) {
        digest = {
          emailKey: alert.emailKey,
          email: alert.email,
          locale: alert.locale,
          demandIds: new Set(),
          items: new Map(),
        }
        digests.set(alert.digestId, digest)
      }
      digest.demandIds.add(alert.demandId)
      const known = digest.items.get(property.id)
      if (!known || kindOrder[alert.kind] < kindOrder[known.kind]) {
        digest.items.set(property.id, { kind: alert.kind, property })
      }
    }

    const demandIds = [...new Set(claimed.map((alert) => alert.demandId))]
    const demandRows = await tx.select().from(demands).where(inArray(demands.id, demandIds))
    const demandOf = new Map(demandRows.map((row) => [row.id, row]))

    const queued: { id: string; messageId: number }[] = []
    for (const [id, digest] of digests) {
      const items = [...digest.items.values()].sort(
        (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || b.property.id - a.property.id,
      )
      const mail = digestMail(
        {
          id,
          email: digest.email,
          locale: digest.locale,
          items,
          unsubscribeToken: unsubscribeToken(id),
          manageTokens: [...digest.demandIds].map((demandId) => manageToken(demandId)),
          maxListed,
          listQuery:
            digest.demandIds.size === 1
              ? listQueryOf(demandOf.get([...digest.demandIds][0]!)!)
              : undefined,
        },
        facts,
        origin,
      )
      queued.push({ id, messageId: await enqueueMail(tx, mail, mailFrom) })
    }
    await tx.execute(sql`
      update ${demandDigests} set outbox_message_id = queued.message_id
      from unnest(${sql.param(queued.map((row) => row.id))}::uuid[],
        ${sql.param(queued.map((row) => row.messageId))}::bigint[]) as queued(id, message_id)
      where ${demandDigests.id} = queued.id`)
    // The demands this run wrote about: a weekly one is due again seven days from now.
    await tx
      .update(demands)
      .set({ lastDigestAt: now })
      .where(and(eq(demands.active, true), inArray(demands.id, demandIds)))
    return { ran: true, digests: digests.size, alerts: claimed.length }
  })
}
