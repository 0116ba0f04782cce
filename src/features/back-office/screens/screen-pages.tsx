import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { AgentPage, NewAgentPage } from '@/features/back-office/agents/agent-page'
import { AgentsPage } from '@/features/back-office/agents/agents-page'
import { AuditPage } from '@/features/back-office/audit/audit-page'
import { auditFiltersSchema } from '@/features/back-office/audit/audit-schema'
import { StaffLoginPage } from '@/features/back-office/auth/staff-login-page'
import { ConnectionsPage } from '@/features/back-office/connections/connections-page'
import { DashboardPage } from '@/features/back-office/dashboard/dashboard-page'
import { GoLivePage } from '@/features/back-office/go-live/go-live-page'
import { ImportRunPage } from '@/features/back-office/imports/import-run-page'
import { ImportsPage } from '@/features/back-office/imports/imports-page'
import { LeadPage } from '@/features/back-office/leads/lead-page'
import { leadFiltersSchema } from '@/features/back-office/leads/lead-schema'
import { LeadsPage } from '@/features/back-office/leads/leads-page'
import { OutboxMailPage } from '@/features/back-office/outbox/outbox-mail-page'
import { OutboxPage } from '@/features/back-office/outbox/outbox-page'
import { outboxFiltersSchema } from '@/features/back-office/outbox/outbox-schema'
import { InvitePage } from '@/features/back-office/owners/invite-page'
import { OwnerPage } from '@/features/back-office/owners/owner-page'
import { OwnersPage } from '@/features/back-office/owners/owners-page'
import { NewPagePage } from '@/features/back-office/pages/new-page-page'
import { PageEditPage } from '@/features/back-office/pages/page-edit-page'
import { PagesPage } from '@/features/back-office/pages/pages-page'
import { HistoryRowPage } from '@/features/back-office/properties/history-row-page'
import { PropertiesPage } from '@/features/back-office/properties/properties-page'
import { propertyFiltersSchema } from '@/features/back-office/properties/property-schema'
import { PropertyHistoryPage } from '@/features/back-office/properties/property-history-page'
import { CodePage } from '@/features/back-office/security/code-page'
import {
  hasSecondFactor,
  secondFactorRequired,
} from '@/features/back-office/security/second-factor'
import { SecurityPage } from '@/features/back-office/security/security-page'
import { SettingsPage } from '@/features/back-office/settings/settings-page'
import { SettingsSectionPage } from '@/features/back-office/settings/settings-section-page'
import { isSettingsSection } from '@/features/back-office/settings/settings-sections'
import { ListingSlotsPage } from '@/features/back-office/slots/listing-slots-page'
import { listingKeySchema } from '@/features/back-office/slots/slot-schema'
import { SlotsPage } from '@/features/back-office/slots/slots-page'
import { StaffForgotPage, StaffPasswordPage } from '@/features/back-office/staff/password-pages'
import { InviteStaffPage, StaffPage } from '@/features/back-office/staff/staff-pages'
import { TestimonialPage } from '@/features/back-office/testimonials/testimonial-page'
import { TestimonialsPage } from '@/features/back-office/testimonials/testimonials-page'
import { WebhookPage } from '@/features/back-office/webhook/webhook-page'
import type { MemberFor } from './screen-access.server'
import { backOfficeScreens, type ScreenName } from './screen-table'

export type SearchParams = Record<string, string | string[] | undefined>

/** What a route hands its screen: the URL's language, parameters and query, and the member. */
export type Opened<N extends ScreenName> = {
  lang: Language
  member: MemberFor<(typeof backOfficeScreens)[N]['access']>
  params: Record<string, string>
  search: SearchParams
}

/** A title's texts: the screen's namespace of messages (`messages` in the table). */
export type TitleTexts = (key: string, values?: Record<string, string | number>) => string

type ScreenPage<N extends ScreenName> = {
  title: (t: TitleTexts, params: Record<string, string>, search: SearchParams) => string
  render: (opened: Opened<N>) => Promise<ReactNode>
  /** No navigation: the member has a second factor to pass or to set up first. */
  enrolOnly?: (opened: Opened<N>) => Promise<boolean>
}

/** A query parameter given once, or undefined. */
const one = (search: SearchParams, name: string) =>
  typeof search[name] === 'string' ? search[name] : undefined

/** A numeric URL parameter of at most `digits` digits, or a 404. */
function idOf(value: string | undefined, digits = 9): number {
  if (!value || !new RegExp(`^\\d{1,${digits}}$`).test(value)) notFound()
  return Number(value)
}

// A feed's references are letters, digits, dots, dashes and underscores (docs/feed-format.md).
function referenceOf(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value)) notFound()
  return value
}

/** A list's title, with its page number past the first. */
const listTitle =
  (parse: (search: SearchParams) => { page: number }, first: string) =>
  (t: TitleTexts, _params: Record<string, string>, search: SearchParams) => {
    const { page } = parse(search)
    return page > 1 ? t('pageTitle', { page }) : t(first)
  }

const titled = (key: string) => (t: TitleTexts) => t(key)

/** How each screen of the table is titled and drawn; the frame around it is the route's. */
export const screenPages: { [N in ScreenName]: ScreenPage<N> } = {
  dashboard: {
    title: titled('title'),
    render: async ({ lang, member }) => DashboardPage({ lang, member }),
  },
  leads: {
    title: listTitle((search) => leadFiltersSchema.parse(search), 'title'),
    render: async ({ lang, member, search }) =>
      LeadsPage({ lang, member, filters: leadFiltersSchema.parse(search) }),
  },
  lead: {
    title: (t, { id }) => t('title', { id: id ?? '' }),
    render: async ({ lang, member, params, search }) =>
      LeadPage({ lang, member, id: idOf(params.id, 15), notice: one(search, 'notice') }),
  },
  slots: {
    title: titled('heading'),
    render: async ({ lang, member, search }) =>
      SlotsPage({
        lang,
        member,
        q: one(search, 'q')?.slice(0, 100) ?? '',
        notice: one(search, 'notice'),
      }),
  },
  listingSlots: {
    title: (t, { id }) => t('pageTitle', { reference: `#${id}` }),
    render: async ({ lang, member, params, search }) => {
      const listing = listingKeySchema.safeParse(params)
      if (!listing.success) notFound()
      idOf(params.id)
      const count = one(search, 'count')
      return ListingSlotsPage({
        lang,
        member,
        listing: listing.data,
        notice: one(search, 'notice'),
        count: count && /^\d{1,3}$/.test(count) ? Number(count) : undefined,
      })
    },
  },
  properties: {
    title: listTitle((search) => propertyFiltersSchema.parse(search), 'title'),
    render: async ({ lang, member, search }) =>
      PropertiesPage({ lang, member, filters: propertyFiltersSchema.parse(search) }),
  },
  property: {
    title: (t, { reference }) => t('historyTitle', { reference: (reference ?? '').slice(0, 64) }),
    render: async ({ lang, member, params, search }) =>
      PropertyHistoryPage({
        lang,
        member,
        reference: referenceOf(params.reference),
        notice: one(search, 'notice'),
      }),
  },
  historyRow: {
    title: (t, { reference }) => t('editTitle', { reference: (reference ?? '').slice(0, 64) }),
    render: async ({ lang, member, params, search }) =>
      HistoryRowPage({
        lang,
        member,
        reference: referenceOf(params.reference),
        id: idOf(params.id),
        notice: one(search, 'notice'),
      }),
  },
  agents: {
    title: titled('heading'),
    render: async ({ lang, search }) => AgentsPage({ lang, notice: one(search, 'notice') }),
  },
  newAgent: {
    title: titled('newHeading'),
    render: async ({ lang }) => NewAgentPage({ lang }),
  },
  agent: {
    title: (t, { id }) => t('pageTitle', { id: id ?? '' }),
    render: async ({ lang, params, search }) =>
      AgentPage({ lang, id: idOf(params.id), notice: one(search, 'notice') }),
  },
  owners: {
    title: titled('title'),
    render: async ({ lang }) => OwnersPage({ lang }),
  },
  ownerInvite: {
    title: titled('inviteTitle'),
    render: async ({ lang }) => InvitePage({ lang }),
  },
  owner: {
    title: (t, { id }) => `${t('title')} ${id}`,
    render: async ({ lang, params, search }) =>
      OwnerPage({
        lang,
        id: idOf(params.id),
        notice: one(search, 'notice'),
        reference: one(search, 'reference')?.slice(0, 40),
      }),
  },
  testimonials: {
    title: titled('heading'),
    render: async ({ lang, search }) => TestimonialsPage({ lang, notice: one(search, 'notice') }),
  },
  testimonial: {
    title: (t, { id }) => t('pageTitle', { id: id ?? '' }),
    render: async ({ lang, params, search }) =>
      TestimonialPage({
        lang,
        id: idOf(params.id),
        notice: one(search, 'notice'),
        error: one(search, 'error'),
      }),
  },
  pages: {
    title: titled('heading'),
    render: async ({ lang, search }) => PagesPage({ lang, notice: one(search, 'notice') }),
  },
  newPage: {
    title: titled('newTitle'),
    render: async ({ lang }) => NewPagePage({ lang }),
  },
  page: {
    title: (t, { id }) => t('pageTitle', { name: id ?? '' }),
    render: async ({ lang, params, search }) =>
      PageEditPage({ lang, id: idOf(params.id), notice: one(search, 'notice') }),
  },
  outbox: {
    title: listTitle((search) => outboxFiltersSchema.parse(search), 'heading'),
    render: async ({ lang, search }) =>
      OutboxPage({ lang, filters: outboxFiltersSchema.parse(search) }),
  },
  outboxMail: {
    title: (t, { id }) => t('mailTitle', { id: id ?? '' }),
    render: async ({ lang, params, search }) =>
      OutboxMailPage({ lang, id: idOf(params.id, 15), notice: one(search, 'notice') }),
  },
  webhook: {
    title: titled('heading'),
    render: async ({ lang, search }) => WebhookPage({ lang, notice: one(search, 'notice') }),
  },
  connections: {
    title: titled('heading'),
    render: async ({ lang, search }) =>
      ConnectionsPage({ lang, notice: one(search, 'notice'), problem: one(search, 'problem') }),
  },
  goLive: {
    title: titled('heading'),
    render: async ({ lang, member, search }) =>
      GoLivePage({
        lang,
        memberId: member.id,
        search: {
          notice: one(search, 'notice'),
          problem: one(search, 'problem'),
          error: one(search, 'error'),
          kind: one(search, 'kind'),
          count: one(search, 'count'),
        },
      }),
  },
  imports: {
    title: titled('title'),
    render: async ({ lang, search }) => ImportsPage({ lang, error: one(search, 'error') }),
  },
  importRun: {
    title: (t, { id }) => t('runTitle', { id: id ?? '' }),
    render: async ({ lang, params }) => ImportRunPage({ lang, id: idOf(params.id) }),
  },
  settings: {
    title: titled('heading'),
    render: async ({ lang, search }) => SettingsPage({ lang, notice: one(search, 'notice') }),
  },
  settingsSection: {
    title: (t, { section }) =>
      section && isSettingsSection(section)
        ? t('pageTitle', { section: t(`sections.${section}`) })
        : t('heading'),
    render: async ({ lang, params: { section } }) => {
      if (!section || !isSettingsSection(section)) notFound()
      return SettingsSectionPage({ lang, section })
    },
  },
  staff: {
    title: titled('title'),
    render: async ({ lang, search }) => StaffPage({ lang, notice: one(search, 'notice') }),
  },
  staffInvite: {
    title: titled('inviteTitle'),
    render: async ({ lang }) => InviteStaffPage({ lang }),
  },
  audit: {
    title: listTitle((search) => auditFiltersSchema.parse(search), 'title'),
    render: async ({ lang, search }) =>
      AuditPage({ lang, filters: auditFiltersSchema.parse(search) }),
  },
  security: {
    title: titled('title'),
    render: async ({ lang, member, search }) =>
      SecurityPage({ lang, member, notice: one(search, 'notice') }),
    // While an admin requires a second factor and the member has none, nothing else opens.
    enrolOnly: async ({ member }) =>
      (await secondFactorRequired(db())) && !(await hasSecondFactor(db(), member.id)),
  },
  login: {
    title: titled('title'),
    render: async ({ lang, search }) => StaffLoginPage({ lang, notice: one(search, 'notice') }),
  },
  loginCode: {
    title: titled('title'),
    render: async ({ lang }) => CodePage({ lang }),
    enrolOnly: async () => true,
  },
  forgot: {
    title: titled('title'),
    render: async ({ lang }) => StaffForgotPage({ lang }),
  },
  password: {
    title: titled('title'),
    render: async ({ lang, search }) =>
      StaffPasswordPage({ lang, token: one(search, 'token') ?? '' }),
  },
}
