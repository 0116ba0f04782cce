// What the seed and the command line use: staff accounts without a request.
export {
  createStaff,
  disableStaff,
  generateStaffPassword,
  type NewStaff,
} from './auth/staff-accounts'
export { staffRoles, type StaffRole } from './auth/staff-member'
export { inviteStaff } from './staff/staff-changes'
export { adminHref } from './admin-paths'
export { demoFindings, demoReference, removalBlocker } from './go-live/demo-findings'
export { demoKinds, isDemoKind, type DemoKind } from './go-live/demo-kinds'
export { removeDemoKind } from './go-live/demo-removal'
