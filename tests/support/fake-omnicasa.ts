// A fake Omnicasa API on 127.0.0.1 (../shared/reference/belgian-crm-apis.md §6.1): GET
// `/<version>/OmnicasaService.svc/<Operation>Json?json=<parameters>`, the `…JsonResult` envelope,
// Limit1/Limit2 paging, ChangeSince, one language per request, deleted ids, users, leads, and the
// pictures' bytes. Tests, the sync runner's tests, the bench and the browser test share it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import sharp from 'sharp'
import propertyListSample from './crm-samples/omnicasa/get-property-list.page1.json' with { type: 'json' }
import propertySample from './crm-samples/omnicasa/get-property.json' with { type: 'json' }

type Json = Record<string, unknown>
type LanguageCode = 'nl' | 'fr' | 'en' | 'de'
const languageById: Record<number, LanguageCode> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de' }

/** Texts of one language: what a request with that LanguageId receives. */
export type FakeTexts = { TypeDescription?: string; DescriptionA?: string; DescriptionB?: string }

/** A picture the fake serves itself; a new `version` gives it a new URL and new bytes. */
export type FakePicture = {
  ID: number
  Name?: Partial<Record<LanguageCode, string>>
  version?: number
}

/**
 * A property as the fake keeps it: Omnicasa's fields (§1.5), the texts per language, and its
 * pictures (served as `XLargePictureItems` and `LargePictures`). Without `pictures`, the record's
 * own picture fields are sent as they are.
 */
export type FakeProperty = Json & {
  ID: number
  texts?: Partial<Record<LanguageCode, FakeTexts>>
  pictures?: FakePicture[]
}

/** A project (§1.6): its fields, its description per language and its pictures. */
export type FakeProject = Json & {
  ID: number
  Name: string
  texts?: Partial<Record<LanguageCode, { Description?: string }>>
  pictures?: FakePicture[]
}

export type FakeUser = Json & { ID: number }

/**
 * A property's owner-portal data (§1.9): the rows of GetCalendarHistories, GetAutomaticHistories
 * and GetMediaOnlineHistories, and GetVisitStatisticOfProperty's object. Their field names are
 * unknown publicly: the rows are invented (fakeOwnerData), in the names omnicasa-fields.ts reads.
 */
export type FakeOwnerData = {
  calendar?: Json[]
  automatic?: Json[]
  media?: Json[]
  statistic?: Json | null
}

/** What the next calls do instead of answering (each entry is used once). */
export type FakeFailure = 'http-500' | 'http-429' | 'non-json' | 'envelope' | 'http-401'

export type FakeLead = { operation: string; params: Json }

export type FakeOmnicasaOptions = {
  customerName?: string
  customerPassword?: string
  /** The API version in the path (the base URL ends with `/<version>/OmnicasaService.svc`). */
  version?: string
  properties?: FakeProperty[]
  projects?: FakeProject[]
  users?: FakeUser[]
}

export type FakeOmnicasa = {
  /** The API root to give the connector as `baseUrl`. */
  url: string
  /** The server's origin (pictures are under `<origin>/pictures/`). */
  origin: string
  close(): Promise<void>
  /** Adds or replaces a property; its LastChangedDate becomes now unless it carries one. */
  upsert(property: FakeProperty): void
  /** Deletes a property: GetDeletedPropertyIDs lists it from now on. */
  remove(id: number): void
  upsertProject(project: FakeProject): void
  removeProject(id: number): void
  setUsers(users: FakeUser[]): void
  property(id: number): FakeProperty | undefined
  /** Sets a property's history rows and visit statistics (replacing the parts given). */
  setOwnerData(id: number, data: FakeOwnerData): void
  /** Leads received (ContactOnMe, ContactOnMeProject, DemandRegister, RegisterPerson…). */
  leads: FakeLead[]
  /** Every API call, with its decoded parameters minus the password. */
  requests: { operation: string; params: Json }[]
  /** Picture downloads, by path. */
  pictureRequests: string[]
  /** Makes the next calls fail, one failure per call, in order. */
  failNext(...failures: FakeFailure[]): void
  /** The next lead call is refused with this message (an envelope error). */
  refuseNextLead(message: string): void
  /** Answers this operation with an envelope error from now on (one outside the agency's contract). */
  refuseOperation(operation: string): void
  /**
   * Takes the whole server down (false: every API call and picture answers HTTP 500, as a CRM in
   * maintenance does; calls are still logged in `requests`) or brings it back (true, the default).
   * Queued `failNext` failures wait until it is back.
   */
  setAvailable(on: boolean): void
  /** Waits this long before every answer. */
  setDelay(ms: number): void
  /** Sends Price as a string, as some Omnicasa servers do (§1.10). */
  setPriceAsString(on: boolean): void
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Now as Omnicasa writes dates: Brussels wall-clock `YYYY-MM-DD HH:MM:SS`. */
export function omnicasaNow(date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Brussels',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${pad(Number(parts.second))}`
}

const cities = [
  ['9000', 'Gent', 51.0543, 3.7174],
  ['2000', 'Antwerpen', 51.2194, 4.4025],
  ['3000', 'Leuven', 50.8798, 4.7005],
  ['1050', 'Ixelles', 50.8333, 4.3667],
  ['8000', 'Brugge', 51.2093, 3.2247],
] as const

/**
 * A generated published property (cheap: 2,000 take milliseconds), with texts in nl, fr, en, de
 * and `pictures` pictures. `overrides` replace any field.
 */
export function fakeProperty(
  id: number,
  overrides: Partial<FakeProperty> = {},
  pictures = 3,
): FakeProperty {
  const [zip, city, lat, lng] = cities[id % cities.length]!
  const rent = id % 4 === 0
  return {
    ID: id,
    Ident: `REF-${id}`,
    Goal: rent ? 1 : 0,
    Status: 1,
    SubStatus: 1,
    SubStatusName: rent ? 'Te huur' : 'Te koop',
    Marquee: null,
    MarqueeName: null,
    WebID: id % 2 === 0 ? 2 : 1,
    WebIDName: id % 2 === 0 ? 'Appartement' : 'Woning',
    Street: 'Voorbeeldstraat',
    HouseNumber: String((id % 200) + 1),
    BoxNr: null,
    Zip: zip,
    City: city,
    CountryID: 10,
    CountryName: 'België',
    GoogleX: String(lat + (id % 100) / 10_000),
    GoogleY: String(lng + (id % 100) / 10_000),
    PublishAddress: true,
    PublishPrice: 1,
    Price: rent ? 900 + (id % 50) * 10 : 200_000 + (id % 500) * 1_000,
    PriceUnit: 0,
    PriceUnitText: rent ? '€/maand' : '',
    NumberOfBedRooms: 1 + (id % 4),
    NumberOfBathRooms: 1,
    NumberOfToilets: 1,
    NumberOfGarages: id % 3 === 0 ? 1 : 0,
    NumberOfParkings: 0,
    SurfaceLiving: 60 + (id % 120),
    SurfaceTotal: 60 + (id % 120),
    SurfaceGround: id % 2 === 0 ? 0 : 200 + (id % 300),
    HasGarden: id % 2 === 1,
    HasTerrace: true,
    HasLift: id % 2 === 0,
    HasCellar: true,
    HasAttic: false,
    HasFurnished: false,
    EnergyPerformance: 100 + (id % 150),
    EPCLabelText: null,
    ConstructionYear: 1960 + (id % 60),
    ProjectID: null,
    SiteID: 16,
    CreatedDate: '2026-01-05 09:00:00',
    LastChangedDate: '2026-02-01 10:00:00',
    texts: {
      nl: {
        TypeDescription: `Woning ${id}`,
        DescriptionA: `Mooie woning nummer ${id} in ${city}.`,
      },
      fr: { TypeDescription: `Maison ${id}`, DescriptionA: `Belle maison numéro ${id} à ${city}.` },
      en: { TypeDescription: `House ${id}`, DescriptionA: `Fine house number ${id} in ${city}.` },
      de: { TypeDescription: `Haus ${id}`, DescriptionA: `Schönes Haus Nummer ${id} in ${city}.` },
    },
    pictures: Array.from({ length: pictures }, (_, index) => ({
      ID: id * 100 + index + 1,
      Name: { nl: `Foto ${index + 1}`, fr: `Photo ${index + 1}` },
    })),
    ...overrides,
  }
}

/** A generated project with a name, a description in nl and fr, and two pictures. */
export function fakeProject(id: number, overrides: Partial<FakeProject> = {}): FakeProject {
  return {
    ID: id,
    Name: `Residentie ${id}`,
    PublishInternet: true,
    Street: 'Kanaalkaai',
    HouseNumber: '4',
    Zip: '9000',
    City: 'Gent',
    CountryID: 10,
    GoogleX: '51.0601',
    GoogleY: '3.7226',
    texts: {
      nl: { Description: `Nieuwbouwproject ${id} aan het water.` },
      fr: { Description: `Projet neuf ${id} au bord de l'eau.` },
    },
    pictures: [{ ID: id * 100 + 1 }, { ID: id * 100 + 2 }],
    ...overrides,
  }
}

/**
 * Owner-portal data for property `id`, CLEARLY INVENTED (the real field names are unknown, §6.1):
 * a visit, a mailing and a publication on a portal in the days before `at`, and counters.
 */
export function fakeOwnerData(id: number, at = new Date()): Required<FakeOwnerData> {
  const daysBefore = (days: number, hour: number) =>
    `${omnicasaNow(new Date(at.getTime() - days * 86_400_000)).slice(0, 10)} ${pad(hour)}:30:00`
  return {
    calendar: [
      {
        ID: id * 10 + 1,
        Date: daysBefore(2, 14),
        Subject: 'Bezoek',
        TypeName: 'Visit',
        PersonFirstName: 'Thomas',
        PersonName: 'Bogaert',
        Comment: '<p>Ze vonden het terras mooi.</p>',
        StatusName: 'done',
      },
    ],
    automatic: [
      {
        ID: id * 10 + 2,
        Date: daysBefore(5, 9),
        Subject: 'Mailing naar 12 kandidaat-kopers',
        TypeName: 'EmailOut',
      },
    ],
    media: [
      {
        ID: id * 10 + 3,
        Date: daysBefore(20, 8),
        Subject: 'Gepubliceerd op Immoweb',
        MediaName: 'Immoweb',
        StatusName: 'published',
      },
    ],
    statistic: { Today: 3, ThisWeek: 12, ThisMonth: 40, Total: 100 + (id % 500) },
  }
}

/**
 * The reference's samples as fake records (tests/support/crm-samples/omnicasa/): the two list
 * items (texts in nl, their own LargePictures) and the GetProperty sample (fr texts, picture items).
 */
export function sampleProperties(): FakeProperty[] {
  const listItems = propertyListSample.GetPropertyListJsonResult.Value.Items as unknown as Json[]
  const fromList = listItems.map(({ DescriptionA, TypeDescription, ...rest }) => ({
    ...(rest as Json),
    ID: rest.ID as number,
    texts: {
      nl: { DescriptionA: DescriptionA as string, TypeDescription: TypeDescription as string },
    },
  }))
  const {
    DescriptionA,
    DescriptionB,
    TypeDescription,
    TypeDescriptionNl,
    TypeDescriptionEn,
    ...detail
  } = propertySample.GetPropertyJsonResult.Value
  return [
    ...fromList,
    {
      ...(detail as unknown as Json),
      ID: detail.ID,
      texts: {
        fr: { TypeDescription, DescriptionA, DescriptionB },
        nl: { TypeDescription: TypeDescriptionNl },
        en: { TypeDescription: TypeDescriptionEn },
      },
    },
  ]
}

// One real JPEG, made once; each picture gets its own bytes through a JPEG comment segment.
let baseJpeg: Promise<Buffer> | null = null
async function pictureBytes(tag: string): Promise<Buffer> {
  baseJpeg ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f4f' } })
    .jpeg({ quality: 70 })
    .toBuffer()
  const jpeg = await baseJpeg
  const comment = Buffer.from(tag, 'utf8')
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ])
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)])
}

const leadOperations = new Set([
  'ContactOnMe',
  'ContactOnMeProject',
  'DemandRegister',
  'DemandRegister2',
  'RegisterPerson',
])

/** Parameters by lower-case name (the server matches names case-insensitively, §1.1). */
function parseParams(raw: string | null): Json | null {
  if (raw === null) return null
  try {
    return JSON.parse(raw) as Json
  } catch {
    try {
      // Production accepts single-quoted pseudo-JSON (§1.1).
      return JSON.parse(raw.replace(/'/g, '"')) as Json
    } catch {
      return null
    }
  }
}

function listParam(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return null
  return Array.isArray(value)
    ? value.map(String)
    : String(value)
        .split(',')
        .map((part) => part.trim())
}

export async function startFakeOmnicasa(options: FakeOmnicasaOptions = {}): Promise<FakeOmnicasa> {
  const customerName = options.customerName ?? 'demo'
  const customerPassword = options.customerPassword ?? 'demo'
  const version = options.version ?? '1.12'
  const properties = new Map<number, FakeProperty>()
  const projects = new Map<number, FakeProject>()
  let users: FakeUser[] = options.users ?? []
  const ownerData = new Map<number, FakeOwnerData>()
  const deletedProperties = new Set<number>()
  const deletedProjects = new Set<number>()
  const failures: FakeFailure[] = []
  const refusals: string[] = []
  const refusedOperations = new Set<string>()
  const leads: FakeLead[] = []
  const requests: { operation: string; params: Json }[] = []
  const pictureRequests: string[] = []
  let delayMs = 0
  let available = true
  let priceAsString = false
  let origin = ''
  let nextPersonId = 5000

  const stamp = <T extends Json>(record: T): T =>
    record.LastChangedDate ? record : { ...record, LastChangedDate: omnicasaNow() }
  for (const property of options.properties ?? []) properties.set(property.ID, property)
  for (const project of options.projects ?? []) projects.set(project.ID, project)

  function pictureFields(
    owner: 'p' | 'j',
    id: number,
    pictures: FakePicture[],
    lang: LanguageCode,
  ) {
    const items = pictures.map((picture) => ({
      ID: picture.ID,
      Url: `${origin}/pictures/${owner}${id}/${picture.ID}-v${picture.version ?? 1}.jpg`,
      Width: 64,
      Height: 48,
      Name: picture.Name?.[lang] ?? '',
    }))
    return {
      XLargePictureItems: items,
      LargePictures: items.map((item) => item.Url),
      LargePicture: items[0]?.Url ?? null,
    }
  }

  function propertyView(property: FakeProperty, lang: LanguageCode): Json {
    const { texts, pictures, ...fields } = property
    const view: Json = { ...fields, ...(texts?.[lang] ?? { DescriptionA: '', DescriptionB: '' }) }
    if (pictures) Object.assign(view, pictureFields('p', property.ID, pictures, lang))
    if (priceAsString && typeof view.Price === 'number') view.Price = String(view.Price)
    return view
  }

  function projectView(project: FakeProject, lang: LanguageCode): Json {
    const { texts, pictures, ...fields } = project
    const view: Json = { ...fields, Description: texts?.[lang]?.Description ?? '' }
    if (pictures) Object.assign(view, pictureFields('j', project.ID, pictures, lang))
    return view
  }

  function page(rows: Json[], params: Map<string, unknown>): Json {
    const first = Number(params.get('limit1') ?? 0)
    const last = Number(params.get('limit2') ?? 0)
    if (!first && !last) return { From: 1, To: rows.length, RowsCount: rows.length, Items: rows }
    return {
      From: first,
      To: last,
      RowsCount: rows.length,
      Items: rows.slice(Math.max(first, 1) - 1, last),
    }
  }

  function displayed(rows: Json[], params: Map<string, unknown>): Json[] {
    const fields = listParam(params.get('displayfields'))
    if (!fields) return rows
    return rows.map((row) =>
      Object.fromEntries(fields.filter((name) => name in row).map((name) => [name, row[name]])),
    )
  }

  function propertyRows(params: Map<string, unknown>, lang: LanguageCode): Json[] {
    const statuses = listParam(params.get('statuslist') ?? params.get('status'))
    const ids = listParam(params.get('ids'))
    const since = params.get('changesince')
    const projectId = params.get('projectid')
    const goal = params.get('goal')
    const rows = [...properties.values()]
      .filter((row) => !statuses || statuses.includes(String(row.Status)))
      .filter((row) => !ids || ids.includes(String(row.ID)))
      .filter((row) => !since || String(row.LastChangedDate ?? '') >= String(since))
      .filter((row) => projectId === undefined || String(row.ProjectID) === String(projectId))
      .filter((row) => goal === undefined || String(row.Goal) === String(goal))
      .sort((a, b) => a.ID - b.ID)
      .map((row) => propertyView(row, lang))
    return displayed(rows, params)
  }

  const historyParts = {
    GetCalendarHistories: 'calendar',
    GetAutomaticHistories: 'automatic',
    GetMediaOnlineHistories: 'media',
  } as const

  /** A property's rows of one history operation, from FromDate on (dates compare as text). */
  function historyRows(operation: string, params: Map<string, unknown>): Json[] {
    const part = historyParts[operation as keyof typeof historyParts]
    const from = params.get('fromdate')
    const rows = ownerData.get(Number(params.get('objectid')))?.[part] ?? []
    return rows.filter((row) => !from || String(row.Date ?? '') >= String(from))
  }

  function leadError(operation: string, params: Map<string, unknown>): string | null {
    const refusal = refusals.shift()
    if (refusal) return refusal
    if (operation === 'RegisterPerson') return params.get('email') ? null : 'Email is required'
    if (!params.get('name') || !params.get('email')) return 'Name and Email are required'
    if (operation.startsWith('ContactOnMe') && !params.get('content')) return 'Content is required'
    return null
  }

  /** The `Value` of an operation, or an error message for the envelope. */
  function answer(
    operation: string,
    params: Map<string, unknown>,
    raw: Json,
  ): { value: unknown } | { error: string } {
    const lang = languageById[Number(params.get('languageid') ?? 1)] ?? 'nl'
    switch (operation) {
      case 'ValidateCustomer':
        return { value: true }
      case 'GetPropertyList':
        return { value: page(propertyRows(params, lang), params) }
      case 'GetProperty': {
        const property = properties.get(Number(params.get('id')))
        return { value: property ? propertyView(property, lang) : null }
      }
      case 'GetProjectList': {
        const rows = [...projects.values()]
          .sort((a, b) => a.ID - b.ID)
          .map((row) => projectView(row, lang))
        return { value: page(displayed(rows, params), params) }
      }
      case 'GetDeletedPropertyIDs':
        return { value: [...deletedProperties] }
      case 'GetDeletedProjectIDs':
        return { value: [...deletedProjects] }
      case 'GetUserList':
        return { value: page(users, params) }
      case 'GetCalendarHistories':
      case 'GetAutomaticHistories':
      case 'GetMediaOnlineHistories':
        return { value: page(historyRows(operation, params), params) }
      case 'GetVisitStatisticOfProperty':
        return { value: ownerData.get(Number(params.get('id')))?.statistic ?? null }
      default:
        if (!leadOperations.has(operation)) return { error: `Unknown operation ${operation}` }
    }
    const error = leadError(operation, params)
    if (error) return { error }
    leads.push({ operation, params: raw })
    return { value: operation === 'RegisterPerson' ? nextPersonId++ : true }
  }

  function send(response: ServerResponse, status: number, body: string, type = 'application/json') {
    response.writeHead(status, { 'content-type': type })
    response.end(body)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    if (delayMs) await sleep(delayMs)
    const picture = /^\/pictures\/([pj]\d+)\/(\d+)-v(\d+)\.jpg$/.exec(url.pathname)
    if (picture) {
      pictureRequests.push(url.pathname)
      if (!available) return send(response, 500, 'Service unavailable', 'text/plain')
      response.writeHead(200, { 'content-type': 'image/jpeg' })
      response.end(await pictureBytes(`${picture[1]}/${picture[2]}/v${picture[3]}`))
      return
    }
    const route = new RegExp(
      `^/${version.replace('.', '\\.')}/OmnicasaService\\.svc/(\\w+)Json$`,
    ).exec(url.pathname)
    if (!route || request.method !== 'GET') return send(response, 404, 'Not found', 'text/plain')
    const operation = route[1]!
    const raw = parseParams(url.searchParams.get('json'))
    const envelope = (result: Json) =>
      send(response, 200, JSON.stringify({ [`${operation}JsonResult`]: result }))
    const error = (message: string, code = 600) =>
      envelope({ Code: code, Message: message, Success: false, Value: null })
    const logged = Object.fromEntries(
      Object.entries(raw ?? {}).filter(([key]) => key.toLowerCase() !== 'customerpassword'),
    )
    requests.push({ operation, params: logged })
    if (!available) return send(response, 500, 'Service unavailable', 'text/plain')
    if (!raw) return error('Invalid json parameter')
    const params = new Map(Object.entries(raw).map(([key, value]) => [key.toLowerCase(), value]))

    const failure = failures.shift()
    if (failure === 'http-500') return send(response, 500, 'Internal error', 'text/plain')
    if (failure === 'http-429') {
      response.writeHead(429, { 'retry-after': '0', 'content-type': 'text/plain' })
      return response.end('Too many requests')
    }
    if (failure === 'http-401') return send(response, 401, 'Unauthorized', 'text/plain')
    if (failure === 'non-json')
      return send(response, 200, '<html><body>Service unavailable</body></html>', 'text/html')
    if (failure === 'envelope')
      return error('Object reference not set to an instance of an object.', 500)

    if (
      params.get('customername') !== customerName ||
      params.get('customerpassword') !== customerPassword
    ) {
      return error('Invalid customer name or password')
    }
    if (refusedOperations.has(operation)) return error(`No access to ${operation}`)
    const result = answer(operation, params, logged)
    if ('error' in result) return error(result.error)
    return envelope({ Code: 0, Message: '', Success: true, Value: result.value })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((problem: unknown) => {
      send(response, 500, String(problem), 'text/plain')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: `${origin}/${version}/OmnicasaService.svc`,
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((problem) => (problem ? reject(problem) : resolve()))
      }),
    upsert(property) {
      deletedProperties.delete(property.ID)
      properties.set(property.ID, stamp(property))
    },
    remove(id) {
      properties.delete(id)
      deletedProperties.add(id)
    },
    upsertProject(project) {
      deletedProjects.delete(project.ID)
      projects.set(project.ID, stamp(project))
    },
    removeProject(id) {
      projects.delete(id)
      deletedProjects.add(id)
    },
    setUsers(list) {
      users = list
    },
    property: (id) => properties.get(id),
    setOwnerData(id, data) {
      ownerData.set(id, { ...ownerData.get(id), ...data })
    },
    leads,
    requests,
    pictureRequests,
    failNext: (...list) => void failures.push(...list),
    refuseNextLead: (message) => void refusals.push(message),
    refuseOperation: (operation) => void refusedOperations.add(operation),
    setAvailable(on) {
      available = on
    },
    setDelay(ms) {
      delayMs = ms
    },
    setPriceAsString(on) {
      priceAsString = on
    },
  }
}
