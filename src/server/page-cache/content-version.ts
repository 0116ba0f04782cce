import type { Language } from '@/lib/i18n/languages'

/** What the cache needs from PostgreSQL: the content version and the language settings. */
export type ContentSnapshot = {
  version: string
  enabled: Language[]
  defaultLanguage: Language
}

/**
 * Reads the snapshot at most once per `intervalMs`; callers in between share the last answer or
 * the read in flight. A failed read is remembered for the interval too, so a database outage
 * costs one query per second, not one per request.
 */
export function createSnapshotSource(
  read: () => Promise<ContentSnapshot>,
  intervalMs = 1_000,
  now: () => number = Date.now,
) {
  let last: { at: number; value: Promise<ContentSnapshot> } | undefined
  return (): Promise<ContentSnapshot> => {
    const at = now()
    if (!last || at - last.at >= intervalMs) {
      const value = read()
      // Rejections are handled by the callers; this only keeps Node from reporting them twice.
      value.catch(() => {})
      last = { at, value }
    }
    return last.value
  }
}

type Queryable = {
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>
}

/** One indexed single-row query: the version row and the site configuration's languages. */
export async function readSnapshot(client: Queryable): Promise<ContentSnapshot> {
  const { rows } = await client.query(`
    select cv.version::text as version, sc.data -> 'languages' as languages,
      sc.data ->> 'defaultLanguage' as default_language
    from content_version cv left join site_config sc on sc.id = 1
    where cv.id = 1`)
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
