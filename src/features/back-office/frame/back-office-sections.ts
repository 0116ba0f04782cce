import type { StaffRole } from '@/features/back-office/auth/staff-member'

const everyone: readonly StaffRole[] = ['admin', 'agent']
const admins: readonly StaffRole[] = ['admin']

/**
 * The back office's sections in the order of its navigation, with the roles that may open them
 * (the pages check the same roles on the server) and the count a section shows beside its name.
 */
export const backOfficeSections = [
  { section: 'dashboard', path: [], roles: everyone },
  { section: 'leads', path: ['leads'], roles: everyone, badge: 'newLeads' },
  { section: 'slots', path: ['slots'], roles: everyone },
  { section: 'properties', path: ['properties'], roles: everyone },
  { section: 'owners', path: ['owners'], roles: admins },
  { section: 'testimonials', path: ['testimonials'], roles: admins },
  { section: 'pages', path: ['pages'], roles: admins },
  { section: 'outbox', path: ['outbox'], roles: admins, badge: 'failedMails' },
  { section: 'webhook', path: ['webhook'], roles: admins },
  { section: 'imports', path: ['imports'], roles: admins },
  { section: 'settings', path: ['settings'], roles: admins },
  { section: 'staff', path: ['staff'], roles: admins },
  { section: 'audit', path: ['audit'], roles: admins },
  { section: 'security', path: ['security'], roles: everyone },
] as const satisfies readonly {
  section: string
  path: readonly string[]
  roles: readonly StaffRole[]
  badge?: 'newLeads' | 'failedMails'
}[]

export type BackOfficeSection = (typeof backOfficeSections)[number]['section']
