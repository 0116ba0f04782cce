// The back office's public entry: what routes and the proxy compose.
export { adminHref, isAdminPath } from './admin-paths'
export { backOfficeRoute } from './screens/screen-route'
export { exportLeadsResponse } from './leads/export-response'
export { leadCvResponse } from './leads/lead-cv-response'
