import 'server-only'
import type { MetadataRoute } from 'next'
import { db } from '@/server/db/client'
import { agentUrl, templatePageUrls } from '@/server/routing/team-links.server'
import { listAgents } from './agents.server'

/** Every agent's page in every language of the published team page, with hreflang alternates. */
export async function teamSitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const teamUrls = await templatePageUrls('team')
  if (Object.keys(teamUrls).length === 0) return []
  const entries: MetadataRoute.Sitemap = []
  for (const agent of await listAgents(db())) {
    const languages = Object.fromEntries(
      Object.entries(teamUrls).map(([lang, teamUrl]) => [
        lang,
        new URL(agentUrl(teamUrl, agent.slug), origin).toString(),
      ]),
    )
    for (const url of Object.values(languages)) entries.push({ url, alternates: { languages } })
  }
  return entries
}
