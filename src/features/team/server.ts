// The team feature's public entry: server-only modules.
import 'server-only'
export { agentBySlug, listAgents, type AgentProfile as Agent } from './agents.server'
export { teamSitemapEntries } from './sitemap.server'
