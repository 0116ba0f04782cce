import type { StaffRole } from '@/features/back-office/auth/staff-member'

const everyone = ['admin', 'agent'] as const satisfies readonly StaffRole[]
const admins = ['admin'] as const satisfies readonly StaffRole[]

/**
 * Who may open a screen or run an action: staff with one of these roles; or a session at the
 * login's code step (`code`); or one that may set up its second factor, open or still waiting
 * for enrolment (`enrol`); or anyone (`public`: the login and password pages).
 */
export type Access = readonly StaffRole[] | 'code' | 'enrol' | 'public'

type Screen = {
  /** Below /admin/, as the route's folders: `[id]` is a parameter. */
  path: readonly string[]
  /** Under `backOffice` in messages/*.json: where the screen's title is. */
  messages: string
  access: Access
  /** The navigation entry the screen is under (marked current), and whether it is that entry. */
  section?: string
  menu?: true
  /** The count shown beside the navigation entry. */
  badge?: 'newLeads' | 'failedMails'
}

/**
 * Every screen of the back office, once. The navigation lists the `menu` screens in this order to
 * the roles that may open them; the route at `path` names its screen (screen-route.tsx), so the
 * language, the staff gate, the title and the frame all come from here.
 */
export const backOfficeScreens = {
  dashboard: {
    path: [],
    messages: 'dashboard',
    access: everyone,
    section: 'dashboard',
    menu: true,
  },
  leads: {
    path: ['leads'],
    messages: 'leads',
    access: everyone,
    section: 'leads',
    menu: true,
    badge: 'newLeads',
  },
  lead: { path: ['leads', '[id]'], messages: 'lead', access: everyone, section: 'leads' },
  slots: { path: ['slots'], messages: 'slots', access: everyone, section: 'slots', menu: true },
  listingSlots: {
    path: ['slots', '[kind]', '[id]'],
    messages: 'slots',
    access: everyone,
    section: 'slots',
  },
  properties: {
    path: ['properties'],
    messages: 'properties',
    access: everyone,
    section: 'properties',
    menu: true,
  },
  property: {
    path: ['properties', '[reference]'],
    messages: 'properties',
    access: everyone,
    section: 'properties',
  },
  historyRow: {
    path: ['properties', '[reference]', 'history', '[id]'],
    messages: 'properties',
    access: everyone,
    section: 'properties',
  },
  agents: { path: ['agents'], messages: 'agents', access: admins, section: 'agents', menu: true },
  newAgent: { path: ['agents', 'new'], messages: 'agents', access: admins, section: 'agents' },
  agent: { path: ['agents', '[id]'], messages: 'agents', access: admins, section: 'agents' },
  owners: { path: ['owners'], messages: 'owners', access: admins, section: 'owners', menu: true },
  ownerInvite: {
    path: ['owners', 'invite'],
    messages: 'owners',
    access: admins,
    section: 'owners',
  },
  owner: { path: ['owners', '[id]'], messages: 'owners', access: admins, section: 'owners' },
  testimonials: {
    path: ['testimonials'],
    messages: 'testimonials',
    access: admins,
    section: 'testimonials',
    menu: true,
  },
  testimonial: {
    path: ['testimonials', '[id]'],
    messages: 'testimonials',
    access: admins,
    section: 'testimonials',
  },
  pages: { path: ['pages'], messages: 'pages', access: admins, section: 'pages', menu: true },
  newPage: { path: ['pages', 'new'], messages: 'pages', access: admins, section: 'pages' },
  page: { path: ['pages', '[id]'], messages: 'pages', access: admins, section: 'pages' },
  outbox: {
    path: ['outbox'],
    messages: 'outbox',
    access: admins,
    section: 'outbox',
    menu: true,
    badge: 'failedMails',
  },
  outboxMail: { path: ['outbox', '[id]'], messages: 'outbox', access: admins, section: 'outbox' },
  webhook: {
    path: ['webhook'],
    messages: 'webhook',
    access: admins,
    section: 'webhook',
    menu: true,
  },
  connections: {
    path: ['connections'],
    messages: 'connections',
    access: admins,
    section: 'connections',
    menu: true,
  },
  imports: {
    path: ['imports'],
    messages: 'imports',
    access: admins,
    section: 'imports',
    menu: true,
  },
  importRun: { path: ['imports', '[id]'], messages: 'imports', access: admins, section: 'imports' },
  settings: {
    path: ['settings'],
    messages: 'settings',
    access: admins,
    section: 'settings',
    menu: true,
  },
  settingsSection: {
    path: ['settings', '[section]'],
    messages: 'settings',
    access: admins,
    section: 'settings',
  },
  staff: { path: ['staff'], messages: 'staff', access: admins, section: 'staff', menu: true },
  staffInvite: { path: ['staff', 'invite'], messages: 'staff', access: admins, section: 'staff' },
  audit: { path: ['audit'], messages: 'audit', access: admins, section: 'audit', menu: true },
  goLive: { path: ['go-live'], messages: 'goLive', access: admins, section: 'goLive', menu: true },
  security: {
    path: ['security'],
    messages: 'security',
    access: 'enrol',
    section: 'security',
    menu: true,
  },
  login: { path: ['login'], messages: 'login', access: 'public' },
  loginCode: { path: ['login', 'code'], messages: 'code', access: 'code' },
  forgot: { path: ['login', 'forgot'], messages: 'forgot', access: 'public' },
  password: { path: ['password'], messages: 'password', access: 'public' },
} as const satisfies Record<string, Screen>

export type ScreenName = keyof typeof backOfficeScreens
export type BackOfficeSection = Extract<
  (typeof backOfficeScreens)[ScreenName],
  { section: string }
>['section']

/**
 * Every server action of the back office, once, with who may run it; each goes through
 * `backOfficeAction(name, …)` (back-office-action.ts), which checks this before anything else.
 */
export const backOfficeActions = {
  staffLogIn: 'public',
  staffLogOut: 'public',
  requestStaffReset: 'public',
  setStaffPassword: 'public',
  passCode: 'code',
  confirmEnrolment: 'enrol',
  disableSecondFactor: 'enrol',
  saveLead: everyone,
  saveLeadNote: everyone,
  createSlots: everyone,
  cancelSlot: everyone,
  cancelBooking: everyone,
  saveHistoryRow: everyone,
  deleteHistoryRow: everyone,
  createAgent: admins,
  editAgent: admins,
  retireAgent: admins,
  inviteOwner: admins,
  inviteOwnerAgain: admins,
  linkProperty: admins,
  unlinkProperty: admins,
  revokeAccess: admins,
  saveTestimonialStatus: admins,
  saveTestimonialComment: admins,
  removeTestimonial: admins,
  createPage: admins,
  editPage: admins,
  revertPage: admins,
  retryOutboxMail: admins,
  correctOutboxMail: admins,
  closeOutboxMail: admins,
  saveWebhook: admins,
  rotateWebhookSecret: admins,
  sendWebhookTest: admins,
  uploadFeed: admins,
  saveCrmConnection: admins,
  testCrmConnection: admins,
  syncCrmNow: admins,
  saveSettingsSection: admins,
  publishSettings: admins,
  revertPublishedSettings: admins,
  discardSettings: admins,
  inviteStaff: admins,
  changeRole: admins,
  setDisabled: admins,
  requireSecondFactor: admins,
  resetSecondFactor: admins,
  removeDemo: admins,
} as const satisfies Record<string, Access>

export type ActionName = keyof typeof backOfficeActions

/** The roles that see a menu entry: a screen's own, or every role for one any session opens. */
export function menuRoles(access: Access): readonly StaffRole[] {
  return typeof access === 'string' ? everyone : access
}
