// The requests feature's public entry for pages: what routes compose.
export { VisitCancellation } from './appointments/visit-cancel-page'
export { visitCancelPage } from './appointments/cancel-link.server'
