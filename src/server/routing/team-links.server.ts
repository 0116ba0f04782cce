import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { alternatesFor } from '@/lib/routing/alternates'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { getPathCatalogue } from './path-catalogue.server'

/**
 * The URLs of the published page of a template (`team`, `office`, `references`) in every
 * enabled language; empty when no such page is published. Found by template rather than by
 * path, so that a page the back office moved is still found.
 */
export async function templatePageUrls(route: string): Promise<Partial<Record<Language, string>>> {
  const [catalogue, settings] = await Promise.all([getPathCatalogue(), getLanguageSettings()])
  const entry = [...catalogue.values()].find((candidate) => candidate.route === route)
  return entry ? alternatesFor(entry.slugs, settings.enabled, settings.defaultLanguage) : {}
}

/** An agent's page below a team page's URL: `/fr/equipe/` + 'camille-lambert' → `/fr/equipe/camille-lambert/`. */
export function agentUrl(teamUrl: string, slug: string): string {
  return `${teamUrl}${slug}/`
}

/** The agent's page in one language; undefined without a slug or a published team page. */
export async function agentPageHref(
  slug: string | null,
  lang: Language,
): Promise<string | undefined> {
  if (!slug) return undefined
  const teamUrl = (await templatePageUrls('team'))[lang]
  return teamUrl && agentUrl(teamUrl, slug)
}
