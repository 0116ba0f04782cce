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
