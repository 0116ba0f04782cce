import 'server-only'
import { eq } from 'drizzle-orm'
import type { Env } from '@/lib/env-schema'
import { propertyUrl } from '@/lib/routing/property-url'
import { siteOrigin } from '@/lib/site-origin.server'
import { properties, propertyTypes } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { pageHref } from '@/server/routing/page-links.server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { ObjectStore } from '@/server/storage/object-store'
import { activeCrmSettings } from '@/features/crm/config/crm-settings.server'
import { createConnector } from '@/features/crm/providers'
import { createCrmHttp } from '@/features/crm/http/crm-http'
import { readWebhook } from '@/features/crm/sweepbright/sweepbright-webhook'
import { applyPushEvent } from '@/features/crm/sync/push-sync'

/** A webhook body is a few hundred bytes; anything near this is not SweepBright's. */
const maxBodyBytes = 64 * 1024

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The listing's page in the site's default language, where SweepBright links to it. */
async function listingUrl(db: Database, reference: string): Promise<string | null> {
  const [row] = await db
    .select({
      reference: properties.reference,
      city: properties.city,
      goal: properties.goal,
      published: properties.published,
      slug: propertyTypes.slug,
      name: propertyTypes.name,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(eq(properties.reference, reference))
  if (!row?.published) return null
  const lang = (await getSiteConfig()).defaultLanguage
  const list = await pageHref(row.goal === 0 ? 'for-sale' : 'for-rent', lang)
  const path = propertyUrl(list, { ...row, type: { slug: row.slug, name: row.name } }, lang)
  return new URL(path, siteOrigin()).toString()
}

/**
 * SweepBright's webhook (docs/crm/sweepbright.md): 404 unless SweepBright is the CRM in force;
 * 401 for a body whose X-Hook-Signature is not the HMAC of its raw bytes with the client secret
 * (nothing is fetched or changed then); 400 for a signed body of another shape. A valid event is
 * applied before the answer (the estate fetched within SweepBright's fetch window, imported or
 * taken offline, its address reported back): 200 once done, 503 when SweepBright could not be
 * reached, so that a retried delivery is not lost.
 */
export async function receiveSweepBrightWebhook(
  request: Request,
  deps: { db: Database; env: Env; media: ObjectStore },
): Promise<Response> {
  const { settings } = await activeCrmSettings(deps.db, deps.env)
  if (settings?.provider !== 'sweepbright') return answer(404, { error: 'not-configured' })
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBodyBytes) return answer(413, { error: 'too-large' })
  const raw = new Uint8Array(await request.arrayBuffer())
  if (raw.byteLength > maxBodyBytes) return answer(413, { error: 'too-large' })
  const reading = readWebhook(
    raw,
    request.headers.get('x-hook-signature'),
    settings.clientSecret ?? '',
  )
  if (!reading.ok) {
    return reading.reason === 'signature'
      ? answer(401, { error: 'signature' })
      : answer(400, { error: 'invalid' })
  }
  // SweepBright waits for the answer: a short retry here, its own redelivery after a 503.
  const connector = createConnector(settings, createCrmHttp({ retries: 2, maxDelayMs: 2_000 }))
  if (connector.mode !== 'push') return answer(404, { error: 'not-configured' })
  const outcome = await applyPushEvent({
    db: deps.db,
    media: deps.media,
    connector,
    crmId: reading.event.estateId,
    removed: reading.event.event === 'estate-deleted',
    publicUrl: (reference) => listingUrl(deps.db, reference),
  })
  if (outcome.status === 'failed') return answer(503, { error: 'crm', run: outcome.runId })
  return answer(200, { status: outcome.status, run: outcome.runId })
}
