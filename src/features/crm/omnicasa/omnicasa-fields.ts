import type { Language } from '@/lib/i18n/languages'

// Every Omnicasa name, id table and value map the connector relies on, in one place. The section
// numbers are those of ../shared/reference/belgian-crm-apis.md. Names marked [inferred] or [spec]
// come from no public Omnicasa source: correct them here when the real API says otherwise.

/** §1.1: the operations this connector calls (the transport appends `Json`). */
export const operations = {
  validateCustomer: 'ValidateCustomer',
  propertyList: 'GetPropertyList',
  projectList: 'GetProjectList',
  deletedPropertyIds: 'GetDeletedPropertyIDs',
  deletedProjectIds: 'GetDeletedProjectIDs',
  userList: 'GetUserList',
  contactOnMe: 'ContactOnMe',
  contactOnMeProject: 'ContactOnMeProject',
  demandRegister: 'DemandRegister',
  registerPerson: 'RegisterPerson',
} as const

/** §1.1 / §1.7: `LanguageId` and `DescriptionLanguageId` values. */
export const languageIds: Record<Language, number> = { nl: 1, fr: 2, en: 3, de: 4 }

/** The language of the first pass (the full records); the others fetch texts only (§1.5). */
export const primaryLanguage: Language = 'nl'

/** §1.7 `Status`: what the site shows; 0, 3, 5, 6 are not published (the list filter drops them). */
export const publishedStatuses = [1, 2, 4] as const
export const statusMap: Record<number, 'available' | 'sold' | 'rented'> = {
  1: 'available',
  2: 'sold',
  4: 'rented',
}

/**
 * [inferred] (§5.1 status): Omnicasa has no "option" status; agencies show it with a sub-status or
 * a marquee named so. A published listing whose SubStatusName or MarqueeName matches is an option.
 */
export const optionNamePattern = /\b(optie|option|onder optie|sous option|reserviert)\b/i

/** §1.7 `Goal`: 0 sale, 1 rent; 2 take-over has no counterpart on the site. */
export const goalMap: Record<number, 0 | 1> = { 0: 0, 1: 1 }

/**
 * §5.1 type: Omnicasa's `WebID` (the web category) to the site's type ids. The site's seven root
 * types carry the specification's WebIDs as their ids (src/server/seed/demo/property-types.ts).
 */
export const webIdToTypeId: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7 }

/** §1.7 `Construction` (1 detached, 2 terraced, 3 semi-detached) → the feed's facades. */
export const constructionToFacades: Record<number, 'open' | 'closed' | 'half-open'> = {
  1: 'open',
  2: 'closed',
  3: 'half-open',
}

/** [inferred] `ConstructionName` labels (nl, fr, en, de) when only the label is sent. */
export const constructionNameToFacades: [RegExp, 'open' | 'closed' | 'half-open'][] = [
  [/half|semi|mitoyen|demi|doppel/i, 'half-open'],
  [/gesloten|ferm[ée]|terrac|rij|reihen|geschlossen/i, 'closed'],
  [/open|ouvert|detached|vrijstaand|isol|freistehend/i, 'open'],
]

/** §1.5 property fields the mapping reads; [spec] ones are the specification's names. */
export const propertyFields = {
  id: 'ID',
  label: 'Ident',
  goal: 'Goal',
  status: 'Status',
  subStatusName: 'SubStatusName',
  webId: 'WebID',
  typeDescription: 'TypeDescription',
  typeName: 'WebIDName',
  /** [spec] */
  publishAddress: 'PublishAddress',
  /** [spec] */
  priceUnit: 'PriceUnit',
  /** [spec] (ids confirmed by GetCountryList) */
  countryId: 'CountryID',
  /** §1.5: GoogleX is the latitude, GoogleY the longitude. */
  latitude: 'GoogleX',
  longitude: 'GoogleY',
  /** DescriptionA is the body; [inferred] DescriptionB a second text, added as paragraphs. */
  descriptions: ['DescriptionA', 'DescriptionB'],
  projectId: 'ProjectID',
  construction: 'Construction',
  constructionName: 'ConstructionName',
} as const

/**
 * §1.5 pictures, best first: item lists carry the picture's `ID` (the photo's `Key`, so a picture
 * is downloaded once however its URL changes) and `Name` (its alt text); `LargePictures` is a
 * plain URL list, the fallback.
 */
export const pictureItemLists = ['XLargePictureItems', 'LargePictureItems'] as const
export const pictureUrlList = 'LargePictures'

/**
 * [inferred] §5.1 agent: no public source shows the user on a listing. These candidates are read
 * in order; none found leaves `AgentID` null.
 */
export const listingAgentIdFields = ['UserID', 'ManagerID', 'AgentID'] as const
export const listingAgentEmailFields = ['UserEmail', 'ManagerEmail', 'AgentEmail'] as const

/**
 * The fields the other-language passes ask for (`DisplayFields`, §1.3); a server that ignores the
 * parameter sends whole records, which works the same.
 */
export const languagePassFields = [
  'ID',
  'TypeDescription',
  'DescriptionA',
  'DescriptionB',
  'XLargePictureItems',
  'LargePictureItems',
]

/**
 * §1.6 project fields. `Name`, `Description`, `XLargePictureItems` are seen; the address fields
 * are [inferred] to be named as a property's. Without Zip and City on the project, its first unit's
 * address is used.
 */
export const projectFields = {
  id: 'ID',
  name: 'Name',
  descriptions: ['Description', 'DescriptionA'],
  /** [spec] */
  publicAddress: 'PublicAddress',
  /** [inferred] a unit's floor and name (§5.2). */
  unitFloor: 'Floor',
  unitName: 'Ident',
  unitSurface: 'SurfaceLiving',
} as const

/** §1.3 list parameters. [inferred] `StatusList` (the fw4 class calls it `Status`; both are lists). */
export const listParameters = {
  status: 'StatusList',
  changeSince: 'ChangeSince',
  ids: 'IDs',
  projectId: 'ProjectID',
  displayFields: 'DisplayFields',
  sortFields: 'SortFields',
  /** [inferred] GetProjectList's publication filter. */
  projectPublished: 'IsPublishWebsite',
} as const

/** Rows per list request: the fw4 client's default. */
export const pageSize = 50
/** Rows per request when only ids are asked for (the full reconciliation). */
export const idPageSize = 500

/**
 * [inferred] §1.2: error codes are not documented (600 is the only one seen). A `Success:false`
 * whose message matches this is a credentials problem.
 */
export const authFailurePattern = /customer|password|credential|login|authori[sz]|authenti/i

/**
 * [inferred] §1.4 `GetUserList`: the response fields are unknown. Candidates, read in order; a user
 * without an e-mail is not an agent of the site.
 */
export const userFields = {
  id: ['ID', 'UserID'],
  firstName: ['FirstName'],
  lastName: ['Name', 'LastName'],
  email: ['Email', 'EMail'],
  phone: ['GSM', 'Mobile', 'PhoneNumber', 'Phone'],
  photo: ['PictureUrl', 'Picture', 'LargePicture', 'Photo'],
  /** Language ids (1 nl…) or codes, as a list or a comma string. */
  languages: ['LanguageIDs', 'Languages'],
} as const

/** §1.7 `PersonSource`: 5 = the agency's website. */
export const leadSourceId = 5

/** §1.7 `AddressTitle` by the site's person title and the lead's language. */
export const addressTitles: Record<string, Record<Language, number>> = {
  mr: { nl: 1, fr: 4, en: 7, de: 7 },
  ms: { nl: 2, fr: 5, en: 8, de: 8 },
}

/**
 * [inferred] DemandRegister's `TypeOfPropertyIDs` take Omnicasa's `MainType` ids (§1.7); only the
 * ones the enum names plainly are mapped, by the site's root type. The chosen types are also
 * written in the demand's comment.
 */
export const demandTypeIds: Record<number, number[]> = {
  1: [139],
  2: [1],
  3: [3],
  5: [159],
  7: [158],
}

/** §1.8: parameters travel in the URL; a longer message is cut (URL-length limits). */
export const maxContentLength = 1_500

/**
 * §1.9 / §5.3 owner-portal operations. Their response fields are unknown publicly: every row
 * field below is [inferred] (the names are the ones the reference's fake suggests, §6.1, and
 * likely neighbours), read in order, the first with a value wins. Correct them here when a real
 * answer is seen.
 */
type HistoryFieldMap = {
  /** The row's own id: the history row's Key is `<keyPrefix><id>`, stable across syncs. */
  id: readonly string[]
  /** `YYYY-MM-DD HH:MM:SS` without a zone (Brussels) or WCF `/Date(…)/`. */
  date: readonly string[]
  /** The person's first name and last name, or a full name; the owner sees "An P." only. */
  contactFirstName: readonly string[]
  contactLastName: readonly string[]
  contactFullName: readonly string[]
  subject: readonly string[]
  comment: readonly string[]
  status: readonly string[]
  /** Where the row happened (a portal's name); the row's Source, else `historySource`. */
  source: readonly string[]
}

const commonHistoryFields: HistoryFieldMap = {
  id: ['ID', 'HistoryID'],
  date: ['Date', 'HistoryDate', 'StartDate', 'CreatedDate'],
  contactFirstName: ['PersonFirstName', 'FirstName'],
  contactLastName: ['PersonName', 'PersonLastName', 'LastName'],
  contactFullName: ['PersonFullName', 'ContactName', 'FullName'],
  subject: ['Subject', 'Title', 'TypeName', 'HistoryTypeName'],
  comment: ['Content', 'Comment', 'Description'],
  status: ['StatusName', 'Status'],
  source: [],
}

export type HistoryOperation = {
  operation: string
  type: 'visit' | 'communication' | 'online_media'
  keyPrefix: string
  fields: HistoryFieldMap
}

/** The three history operations (§5.3), each mapped onto one `OwnerHistory.Type`. */
export const historyOperations: readonly HistoryOperation[] = [
  {
    operation: 'GetCalendarHistories',
    type: 'visit',
    keyPrefix: 'oc-cal-',
    fields: { ...commonHistoryFields, id: ['ID', 'AppointmentID', 'HistoryID'] },
  },
  {
    operation: 'GetAutomaticHistories',
    type: 'communication',
    keyPrefix: 'oc-auto-',
    fields: commonHistoryFields,
  },
  {
    operation: 'GetMediaOnlineHistories',
    type: 'online_media',
    keyPrefix: 'oc-media-',
    fields: { ...commonHistoryFields, source: ['MediaName', 'PortalName', 'SiteName'] },
  },
]

/** §1.9 the history operations' parameters (the fw4 request classes). */
export const historyParameters = { objectId: 'ObjectID', fromDate: 'FromDate' } as const

/** The Source of a row that names no portal. */
export const historySource = 'Omnicasa'

/**
 * How far back an incremental pull asks for history rows: rows are kept once imported, so this
 * only has to cover rows the CRM may still change (a visit's status). A full pull asks for all.
 */
export const historyLookbackDays = 30

/** The feed's limit per listing (docs/feed-format.md): the newest rows are kept. */
export const maxHistoryRows = 1000

/** §1.9 `GetVisitStatisticOfProperty` (`ID`): an object; [inferred] counter names, read in order. */
export const visitStatistic = {
  operation: 'GetVisitStatisticOfProperty',
  idParameter: 'ID',
  fields: {
    today: ['Today', 'VisitsToday', 'NumberOfVisitsToday'],
    week: ['ThisWeek', 'Week', 'VisitsThisWeek', 'NumberOfVisitsThisWeek'],
    month: ['ThisMonth', 'Month', 'VisitsThisMonth', 'NumberOfVisitsThisMonth'],
    total: ['Total', 'TotalVisits', 'NumberOfVisits', 'Visits'],
  },
} as const
