// The team feature's public entry: the team, agent and office pages' server components, for routes.
export { agentName } from './agent-name'
export { agentJsonLd } from './agent-structured-data'
export { AgentProfile } from './agent-profile'
export { OfficeDetails } from './office-details'
export { OpeningHours } from './opening-hours'
export { RelatedPages } from './related-pages'
export { TeamList } from './team-list'
