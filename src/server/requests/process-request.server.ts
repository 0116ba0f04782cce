import 'server-only'
import { randomUUID } from 'node:crypto'
import pLimit, { type LimitFunction } from 'p-limit'
import type { z } from '@/lib/zod'
import { db } from '@/server/db/client'
import { sharedPool } from '@/server/db/pool-registry'
import { formSubmissions } from '@/server/db/schema'
import { fieldErrors } from '@/lib/forms/field-errors'
import type { FormState } from '@/lib/forms/form-state'
import { formInput, formValues } from '@/lib/forms/form-values'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { logger } from '@/lib/logger'
import { redeemAltcha, pruneAltcha } from './altcha.server'
import { consumeRateLimits, pruneRateLimits, type RateLimit } from './rate-limit'
import type { SubmissionKind } from './submission-kinds'
import type { Transaction } from '@/server/db/types'

export type SubmissionPerson = {
  title?: string
  firstName?: string
  lastName?: string
  email: string
  phone?: string
}

/**
 * The person of a form built with the kit's person fields: what `form_submissions` keeps of it,
 * and nothing else the input holds.
 */
export const kitPerson = ({ title, firstName, lastName, email, phone }: SubmissionPerson) => ({
  title,
  firstName,
  lastName,
  email,
  phone,
})

export type StoreContext = {
  tx: Transaction
  submissionId: number
  /** Unique forever, for e-mail idempotency keys (ids restart after a database reset). */
  requestId: string
  locale: Language
}

export type RequestSpec<S extends z.ZodType> = {
  kind: SubmissionKind
  schema: S
  arrayFields?: readonly string[]
  /** File inputs (an image upload): the schema gets their File; `store` checks the content. */
  fileFields?: readonly string[]
  person: (input: z.output<S>) => SubmissionPerson
  about?: (input: z.output<S>) => { propertyId?: number; projectId?: number }
  /** What is kept in `form_submissions.data`; by default the whole validated input. */
  data?: (input: z.output<S>) => Record<string, unknown>
  /**
   * Stores what else the request needs and queues its e-mails, in the submission's transaction.
   * Returning a FormState refuses the request (e.g. the appointment slot is full): nothing stays.
   */
  store: (input: z.output<S>, context: StoreContext) => Promise<FormState | void>
}

export type RequestOrigin = {
  ip: string
  /** Submissions allowed per hour (FORM_LIMIT_* in the environment). */
  limits: { perIp: number; perEmail: number; noScriptPerIp: number }
}

export type ProcessResult =
  { accepted: true; submissionId: number; locale: Language } | { accepted: false; state: FormState }

const hour = 3600

let transactionSlots: LimitFunction | undefined

/**
 * A request's transaction, run with at least one pool connection left over. A form's `store` may
 * read through the pool while its transaction holds a connection (getSiteConfig() reloading its
 * copy every few seconds, a page link): with as many requests at once as the pool has
 * connections, every connection was held by a transaction waiting for one more and the whole site
 * froze (`npm run drill:mail` found it). The connection left over lets those reads, and so the
 * transactions, finish; the requests beyond wait their turn in memory.
 */
function requestTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  transactionSlots ??= pLimit(Math.max(1, (sharedPool().options.max ?? 10) - 1))
  return transactionSlots(() => db().transaction(work))
}

class Refusal extends Error {
  constructor(readonly state: FormState) {
    super('request refused')
  }
}

/**
 * The path every visitor request takes (docs/decisions/012-forms.md): validate with the form's
 * schema, check the anti-spam proof and the rate limits, then store the submission, what else it
 * needs and its e-mails in one transaction. Only after the commit is the visitor thanked.
 */
export async function processRequest<S extends z.ZodType>(
  spec: RequestSpec<S>,
  formData: FormData,
  origin: RequestOrigin,
): Promise<ProcessResult> {
  const values = formValues(formData, spec.arrayFields)
  const requested = formData.get('locale')
  const locale: Language = isSupportedLanguage(requested) ? requested : 'en'
  const refuse = (state: Omit<FormState, 'values'>): ProcessResult => ({
    accepted: false,
    state: { ...state, values },
  })

  const parsed = spec.schema.safeParse(formInput(formData, spec.arrayFields, spec.fileFields))
  if (!parsed.success) return refuse({ status: 'invalid', errors: fieldErrors(parsed.error) })
  const input = parsed.data as z.output<S>

  const honeypot = formData.get('company_fax')
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    logger.warn({ kind: spec.kind, ip: origin.ip }, 'request refused: honeypot filled')
    return refuse({ status: 'refused', errors: {}, formError: 'blocked' })
  }
  const proof = formData.get('altcha')
  const noScript = formData.get('nojs') === '1'
  if ((typeof proof !== 'string' || proof === '') && !noScript) {
    return refuse({ status: 'refused', errors: {}, formError: 'captcha' })
  }

  const person = spec.person(input)
  const { limits } = origin
  const rateLimits: RateLimit[] = [
    { key: `form:ip:${origin.ip}`, limit: limits.perIp, windowSeconds: hour },
    { key: `form:email:${person.email}`, limit: limits.perEmail, windowSeconds: hour },
    ...(noScript && typeof proof !== 'string'
      ? [{ key: `form:noscript:${origin.ip}`, limit: limits.noScriptPerIp, windowSeconds: hour }]
      : []),
  ]
  try {
    if (!(await consumeRateLimits(db(), rateLimits))) {
      logger.warn({ kind: spec.kind, ip: origin.ip }, 'request refused: rate limit')
      return refuse({ status: 'refused', errors: {}, formError: 'rateLimited' })
    }
    if (Math.random() < 0.01) await Promise.all([pruneRateLimits(db()), pruneAltcha(db())])

    const requestId = randomUUID()
    const submissionId = await requestTransaction(async (tx) => {
      if (typeof proof === 'string' && proof !== '' && !(await redeemAltcha(tx, proof))) {
        throw new Refusal({ status: 'refused', errors: {}, formError: 'captcha', values })
      }
      const about = spec.about?.(input) ?? {}
      const [row] = await tx
        .insert(formSubmissions)
        .values({
          kind: spec.kind,
          locale,
          propertyId: about.propertyId,
          projectId: about.projectId,
          title: person.title,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          data: {
            requestId,
            ...(spec.data ? spec.data(input) : (input as Record<string, unknown>)),
          },
          antispam: typeof proof === 'string' && proof !== '' ? 'altcha' : 'no-script',
        })
        .returning({ id: formSubmissions.id })
      const refusal = await spec.store(input, { tx, submissionId: row!.id, requestId, locale })
      if (refusal) throw new Refusal({ ...refusal, values })
      return row!.id
    })
    return { accepted: true, submissionId, locale }
  } catch (error) {
    if (error instanceof Refusal) return { accepted: false, state: error.state }
    logger.error({ err: error, kind: spec.kind }, 'storing a request failed')
    return refuse({ status: 'refused', errors: {}, formError: 'failed' })
  }
}
