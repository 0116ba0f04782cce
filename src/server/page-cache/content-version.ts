import type pg from 'pg'
import type { Language } from '@/lib/i18n/languages'
import { boundedQuery } from '@/server/db/bounded-query'

/** What the cache needs from PostgreSQL: the content version and the language settings. */
export type ContentSnapshot = {
  version: string
  enabled: Language[]
  defaultLanguage: Language
}

export type SnapshotTiming = {
  /** How often the snapshot is read again, at most. */
  intervalMs?: number
  /** How long a failed read is remembered before the next try: the breaker's open time. */
  breakMs?: number
}

/**
 * Reads the snapshot at most once per `intervalMs`; callers in between share the last answer or
 * the read in flight. A failed read is remembered for `breakMs`, so a database outage costs one
 * query per few seconds, not one per request, and nobody waits on it meanwhile.
 */
export function createSnapshotSource(
  read: () => Promise<ContentSnapshot>,
  { intervalMs = 1_000, breakMs = 5_000 }: SnapshotTiming = {},
  now: () => number = Date.now,
) {
  let last: { at: number; value: Promise<ContentSnapshot>; failed: boolean } | undefined
  return (): Promise<ContentSnapshot> => {
    const at = now()
    if (!last || at - last.at >= (last.failed ? breakMs : intervalMs)) {
      const value = read()
      const entry = { at, value, failed: false }
      // Rejections are handled by the callers; this only keeps Node from reporting them twice.
      value.catch(() => (entry.failed = true))
      last = entry
    }
    return last.value
  }
}

/** How long the snapshot may take before the cache treats the database as unreachable. */
export const snapshotTimeoutMs = 1_000

/** One indexed single-row query: the version row and the site configuration's languages. */
export async function readSnapshot(
  pool: pg.Pool,
  timeoutMs = snapshotTimeoutMs,
): Promise<ContentSnapshot> {
  const { rows } = await boundedQuery<Record<string, unknown>>(
    pool,
    `
    select cv.version::text as version, sc.data -> 'languages' as languages,
      sc.data ->> 'defaultLanguage' as default_language
    from content_version cv left join site_config sc on sc.id = 1
    where cv.id = 1`,
    timeoutMs,
  )
  const row = rows[0]
  if (!row || typeof row.version !== 'string') throw new Error('content_version has no row')
  const languages = Array.isArray(row.languages) ? (row.languages as unknown[]) : []
  const enabled = languages.flatMap((entry) => {
    const { code, use } = (entry ?? {}) as { code?: unknown; use?: unknown }
    return use === true && typeof code === 'string' ? [code as Language] : []
  })
  const defaultLanguage = row.default_language
  if (typeof defaultLanguage !== 'string') throw new Error('site_config has no default language')
  return { version: row.version, enabled, defaultLanguage: defaultLanguage as Language }
}
