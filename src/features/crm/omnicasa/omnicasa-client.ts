import type { CrmSettings } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import type { CrmHttp } from '@/features/crm/http/crm-http'
import { authFailurePattern } from './omnicasa-fields'

export type OmnicasaItem = Record<string, unknown>
export type OmnicasaParams = Record<string, string | number | boolean | null | undefined>

/** One page of a paged operation (§1.2): its rows and the total the CRM counts. */
export type OmnicasaPage = { items: OmnicasaItem[]; rowsCount: number }

export type OmnicasaClient = {
  /** Calls `<operation>Json` and returns the envelope's `Value`. */
  call(operation: string, params?: OmnicasaParams): Promise<unknown>
  /** One window of a paged operation: rows `first` to `first + size - 1` (1-based, inclusive). */
  page(
    operation: string,
    params: OmnicasaParams,
    first: number,
    size: number,
  ): Promise<OmnicasaPage & { last: boolean }>
  /** The rows of a paged operation, page after page (Limit1/Limit2). */
  pages(operation: string, params: OmnicasaParams, size: number): AsyncGenerator<OmnicasaPage>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function invalid(label: string, why: string): CrmError {
  return new CrmError('invalid-response', `${label}: ${why}`, { label })
}

/**
 * The envelope (§1.2): `{ "<Operation>JsonResult": { Success, Code, Message, Value } }`; some
 * servers answer with the inner object alone, which is accepted too.
 */
export function unwrapEnvelope(operation: string, label: string, body: unknown): unknown {
  if (!isObject(body)) throw invalid(label, 'the answer is not an Omnicasa envelope')
  const result = body[`${operation}JsonResult`] ?? body
  if (!isObject(result) || typeof result.Success !== 'boolean') {
    throw invalid(label, 'the answer is not an Omnicasa envelope')
  }
  if (result.Success) return result.Value ?? null
  const message = typeof result.Message === 'string' ? result.Message.slice(0, 200) : ''
  const detail = `${result.Code ?? '?'} ${message}`.trim()
  if (authFailurePattern.test(message)) {
    throw new CrmError('auth', `${label}: Omnicasa refused the customer name or password`, {
      label,
      detail,
    })
  }
  throw new CrmError('refused', `${label}: Omnicasa answered ${detail}`, { label, detail })
}

function parseJson(label: string, body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body).toString('utf8'))
  } catch {
    throw invalid(label, 'the answer is not JSON')
  }
}

function listPage(label: string, value: unknown): OmnicasaPage & { whole: boolean } {
  // A server that ignores the limits may answer the whole list as a bare array (§1.2).
  if (Array.isArray(value)) {
    return { items: value.filter(isObject), rowsCount: value.length, whole: true }
  }
  if (!isObject(value) || !Array.isArray(value.Items)) {
    throw invalid(label, 'the answer is not a list page')
  }
  const rowsCount = Number(value.RowsCount ?? value.Items.length)
  if (!Number.isInteger(rowsCount) || rowsCount < 0)
    throw invalid(label, 'RowsCount is not a count')
  return { items: value.Items.filter(isObject), rowsCount, whole: false }
}

export function createOmnicasaClient(settings: CrmSettings, http: CrmHttp): OmnicasaClient {
  function credentials() {
    for (const [setting, value] of [
      ['baseUrl', settings.baseUrl],
      ['username', settings.username],
      ['password', settings.password],
    ] as const) {
      if (!value) {
        throw new CrmError('not-configured', `Omnicasa needs the setting ${setting}`, { setting })
      }
    }
    return { CustomerName: settings.username!, CustomerPassword: settings.password! }
  }

  async function call(operation: string, params: OmnicasaParams = {}): Promise<unknown> {
    const label = `Omnicasa ${operation}`
    const query = {
      ...credentials(),
      ...(settings.officeId ? { OfficeID: settings.officeId } : {}),
      ...Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)),
    }
    // The password is in this URL (§1.1): only `label` may appear in errors and logs.
    const url = `${settings.baseUrl.replace(/\/+$/, '')}/${operation}Json?json=${encodeURIComponent(JSON.stringify(query))}`
    const { status, body } = await http.request({
      method: 'GET',
      url,
      label,
      headers: { accept: 'application/json' },
    })
    if (status === 401 || status === 403) {
      throw new CrmError('auth', `${label}: Omnicasa refused the request (${status})`, {
        label,
        status,
      })
    }
    if (status !== 200) {
      throw new CrmError('invalid-response', `${label}: unexpected HTTP status ${status}`, {
        label,
        status,
      })
    }
    return unwrapEnvelope(operation, label, parseJson(label, body))
  }

  async function page(operation: string, params: OmnicasaParams, first: number, size: number) {
    const limit = first + size - 1
    const value = await call(operation, { ...params, Limit1: first, Limit2: limit })
    const { items, rowsCount, whole } = listPage(`Omnicasa ${operation}`, value)
    // The last page: the whole list, fewer rows than asked, or the count reached (`To` echoes
    // Limit2 even past the end, §1.2).
    return { items, rowsCount, last: whole || items.length < size || limit >= rowsCount }
  }

  async function* pages(operation: string, params: OmnicasaParams, size: number) {
    for (let first = 1; ; first += size) {
      const { items, rowsCount, last } = await page(operation, params, first, size)
      if (items.length > 0) yield { items, rowsCount }
      if (last) return
    }
  }

  return { call, page, pages }
}
