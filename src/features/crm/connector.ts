import type { FeedProjectInput, FeedPropertyInput } from '@/features/catalogue/node'
import type { Language } from '@/lib/i18n/languages'
import type { CrmHttp } from './http/crm-http'

/** The CRMs the site syncs with (issue #29, ../docs/crm/). */
export const crmProviders = ['omnicasa', 'whise', 'sweepbright'] as const
export type CrmProvider = (typeof crmProviders)[number]

/**
 * What a connector needs to reach its CRM: the environment's CRM_* values or the back office's
 * Connections screen (config/crm-config.server.ts decides which). Secrets are plain here; they are
 * sealed at rest.
 */
export type CrmSettings = {
  provider: CrmProvider
  /** The API root; the vendor's public one unless a proxy or a test server is set. */
  baseUrl: string
  /** Omnicasa's customer name, Whise's user name. */
  username: string | null
  /** Omnicasa's customer password, Whise's user password. */
  password: string | null
  /** Whise's client id, SweepBright's OAuth client id. */
  clientId: string | null
  /** SweepBright's OAuth client secret (also the key of its webhook signature). */
  clientSecret: string | null
  /** Omnicasa's OfficeID, Whise's OfficeId, for agencies with several offices. */
  officeId: string | null
}

/** A CRM user who handles listings: becomes (or updates) an agent of the site, keyed by `crmId`. */
export type CrmAgent = {
  crmId: string
  firstName: string
  lastName: string
  email: string
  phone: string
  /** A photo's URL, fetched through the photo pipeline when it changes. */
  photoUrl: string | null
  /** What identifies the photo when its URL does not (SweepBright signs and expires its URLs). */
  photoKey?: string
  /** The languages the agent speaks, among the site's. */
  languages: Language[]
}

/**
 * What a connector's mapping may ask of the site while it turns CRM records into feed records
 * (docs/feed-format.md).
 */
export type MappingContext = {
  /** The site's agent id of a CRM user (by the CRM's user id, else by e-mail), once agents synced. */
  agentId: (crm: { crmId?: string | null; email?: string | null }) => number | null
  /**
   * Whether the site's listing with this reference has an owner in the owner portal. A connector
   * fetches a listing's owner history and visit counters only then: those calls are made per
   * listing, hence expensive. Absent: no listing has one.
   */
  hasOwner?: (reference: string) => boolean
  /**
   * The CRM ids of a few owned listings that a pull should map again even if they did not change
   * (their history and counters move without the listing changing), the least recently imported
   * first. Empty in a full pull, which maps everything.
   */
  ownedToRefresh?: string[]
}

/**
 * One page of a pull: feed records ready for the catalogue's import, and for each record the
 * CRM's own id (the reference may be the agency's label, while leads need the CRM's id).
 */
export type CrmPage = {
  properties: CrmRecord<FeedPropertyInput>[]
  projects: CrmRecord<FeedProjectInput>[]
  /** Per-record problems found while mapping (the record is left out and reported). */
  skipped: CrmSkip[]
  /**
   * The CRM users the records name, for a CRM without a users list (SweepBright's negotiators):
   * made agents before the records are imported.
   */
  agents?: CrmAgent[]
}

export type CrmRecord<T> = { crmId: string; record: T }

/** A CRM record the connector could not turn into a feed record, and why (English, for logs). */
export type CrmSkip = { kind: 'property' | 'project'; crmId: string; reason: string }

/** The CRM ids of everything the CRM publishes now (a full reconciliation). */
export type CrmLiveIds = { properties: string[]; projects: string[] }

/**
 * A visitor request on its way to the CRM (src/server/webhooks/lead-payload.ts's request object),
 * with the CRM ids of its listing or project, which the sync recorded.
 */
export type CrmLead = {
  /** The request's UUID: unique forever, the idempotency key's stem. */
  id: string
  kind: string
  language: Language
  createdAt: string
  person: {
    title: string | null
    firstName: string | null
    lastName: string | null
    email: string
    phone: string | null
  }
  property: { reference: string | null; crmId: string | null } | null
  project: { reference: string | null; crmId: string | null } | null
  /** The form's own fields (message, budget, preferred dates…), as docs/webhooks.md lists them. */
  fields: Record<string, unknown>
}

type BaseConnector = {
  provider: CrmProvider
  /** Throws a CrmError (auth, unreachable, invalid-response…) unless the credentials work. */
  testConnection(): Promise<void>
  /** The CRM's users who may appear on listings; an empty list leaves the site's agents alone. */
  agents(): Promise<CrmAgent[]>
  /**
   * Sends one lead. Throws a CrmError when the CRM did not take it: `refused` is given up at
   * once (the CRM will never take it as it is), anything else is retried by the outbox.
   */
  sendLead(lead: CrmLead): Promise<void>
}

/** A CRM the site asks for changes (Omnicasa, Whise). */
export type PullConnector = BaseConnector & {
  mode: 'pull'
  /**
   * The records changed since `since` (everything when null), page after page: never the whole
   * list at once. A page that cannot be fetched throws; the pages before it are imported.
   */
  changes(since: Date | null, context: MappingContext): AsyncIterable<CrmPage>
  /**
   * The CRM ids taken off publication since `since`, where the CRM says so (Omnicasa's deleted
   * ids); null when it cannot tell (Whise: the runner then reconciles with `liveIds`).
   */
  removedSince(since: Date | null): Promise<CrmLiveIds | null>
  /** Every CRM id published now; throws rather than answer a partial list. */
  liveIds(): Promise<CrmLiveIds>
}

/** A CRM that tells the site what changed (SweepBright's webhooks). */
export type PushConnector = BaseConnector & {
  mode: 'push'
  /** The estate behind a webhook event, as records; null when the CRM no longer publishes it. */
  fetchOne(crmId: string, context: MappingContext): Promise<CrmPage | null>
  /** Tells the CRM where the listing is on the site, when the CRM has a call for it. */
  reportUrl(crmId: string, url: string): Promise<void>
}

export type CrmConnector = PullConnector | PushConnector

/** What a connector's factory is given. */
export type ConnectorDeps = {
  settings: CrmSettings
  http: CrmHttp
}
