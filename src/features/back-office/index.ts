// The back office's public entry: what routes and the proxy compose.
export { adminHref, isAdminPath } from './admin-paths'
export { backOfficeLanguage, backOfficeMetadata } from './frame/back-office-route'
export { StaffLoginPage } from './auth/staff-login-page'
export { requireStaff } from './auth/staff-session.server'
export { LeadsPage } from './leads/leads-page'
export { LeadPage } from './leads/lead-page'
export { leadFiltersSchema } from './leads/lead-schema'
export { exportLeadsResponse } from './leads/export-response'
