import 'server-only'
import { eq } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/server/db/client'
import { siteConfig } from '@/server/db/schema'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { parseSiteConfig, type SiteConfig } from '@/lib/site-config/site-config-schema'
import { isPreviewRequest } from '@/server/preview/preview.server'
import { getDraftSiteConfig } from './site-config-draft.server'

const ttlMs = 5_000
let memo: { at: number; value: Promise<SiteConfig> } | undefined

// A few seconds of staleness is harmless for configuration and saves a query on every request;
// each instance re-reads it, so nothing here needs to be shared between instances.
async function load(): Promise<SiteConfig> {
  const [row] = await db().select().from(siteConfig).where(eq(siteConfig.id, 1))
  if (!row) throw new Error('The site configuration is missing: run `npm run seed`.')
  return parseSiteConfig(row.data)
}

/**
 * The site configuration: the published one, or on an admin's preview path the draft being
 * edited in the back office (docs/decisions/036, 037 and 041).
 */
export const getSiteConfig = cache(async (): Promise<SiteConfig> => {
  if (await isPreviewRequest()) {
    const draft = await getDraftSiteConfig()
    if (draft) return draft
  }
  return publishedSiteConfig()
})

/** The last configuration read: what a request gets while the database is unreachable. */
let lastGood: SiteConfig | undefined
/** How long a reload may take before the last good copy answers instead. */
const reloadWaitMs = 1_000

function publishedSiteConfig(): Promise<SiteConfig> {
  const now = Date.now()
  if (!memo || now - memo.at > ttlMs) {
    const value = withLastGood(load())
    memo = { at: now, value }
    value.catch(() => (memo = undefined))
  }
  return memo.value
}

/**
 * A reload, or the last good copy when the reload fails or hangs (the database stopped or hung):
 * the proxy and a form's action then still run, and a form can refuse with the visitor's input
 * instead of the whole request failing. The reload goes on and replaces the copy if it ends.
 */
function withLastGood(reload: Promise<SiteConfig>): Promise<SiteConfig> {
  const fresh = reload.then((config) => (lastGood = config))
  const previous = lastGood
  if (!previous) return fresh
  fresh.catch(() => {})
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<SiteConfig>((resolve) => {
    timer = setTimeout(() => resolve(previous), reloadWaitMs)
  })
  return Promise.race([fresh.catch(() => previous), waited]).finally(() => clearTimeout(timer))
}

/**
 * Drops this instance's copy, so the next read sees a configuration just published here at once
 * (other instances within the 5 seconds).
 */
export function forgetSiteConfig(): void {
  memo = undefined
}

export type LanguageSettings = { enabled: Language[]; defaultLanguage: Language }

export async function getLanguageSettings(): Promise<LanguageSettings> {
  const config = await getSiteConfig()
  return {
    enabled: config.languages.filter((l) => l.use).map((l) => l.code),
    defaultLanguage: config.defaultLanguage,
  }
}

/** The language asked for when the site has it on; else the site's default. */
export async function languageOrDefault(locale: string | undefined): Promise<Language> {
  const { enabled, defaultLanguage } = await getLanguageSettings()
  return isSupportedLanguage(locale) && enabled.includes(locale) ? locale : defaultLanguage
}
