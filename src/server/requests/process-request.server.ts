import 'server-only'
import { randomUUID } from 'node:crypto'
import pLimit, { type LimitFunction } from 'p-limit'
import type { z } from '@/lib/zod'
import { db } from '@/server/db/client'
import { sharedPool } from '@/server/db/pool-registry'
import { boundedQuery } from '@/server/db/bounded-query'
import { formSubmissions } from '@/server/db/schema'
import { fieldErrorParams, fieldErrors } from '@/lib/forms/field-errors'
import type { FormState } from '@/lib/forms/form-state'
import { formInput, formValues } from '@/lib/forms/form-values'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { logger } from '@/lib/logger'
import * as rateLimit from '@/server/rate-limit'
import { translatorFor, type Translator } from '@/lib/i18n/server-translator'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { pruneAltcha, redeemAltcha, verifyAltcha, wasRedeemed } from './altcha.server'
import { subscribeToNewsletter } from './newsletter-subscriptions.server'
import {
  agencyOf,
  queueRequestMails,
  type MailLine,
  type RequestMail,
  type RequestMailOptions,
} from './request-mail.server'
import type { SubmissionKind } from './submission-kinds'
import { enqueueRequestWebhook } from '@/server/webhooks/request-webhook'
import { enqueueCrmLead } from '@/server/crm/crm-lead-outbox'
import { env } from '@/lib/env.server'
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
  /** Read once, before the transaction: `store` needs no pool connection for it. */
  config: SiteConfig
  agency: RequestMail['agency']
  /**
   * Registers how to undo what `store` did outside the database (a file it wrote), should the
   * request not be stored after all: refused or failed later on, up to the commit.
   */
  onFailure: (undo: () => Promise<void>) => void
}

/** What a request's e-mails are written from, besides its input. */
export type MailContext<Found> = {
  /** What the form's `store` found or stored (the listing, the stored CV). */
  found: Found
  config: SiteConfig
  /** The visitor's language. */
  locale: Language
  agency: RequestMail['agency']
}

/**
 * A visitor request form on the server. `processRequest` validates it, then in one transaction
 * stores the submission, runs the form's `store`, subscribes the address when the visitor asked for
 * the newsletter and queues the two e-mails (the agency's and the visitor's confirmation) and the
 * CRM webhook `request.accepted`.
 */
export type RequestSpec<S extends z.ZodType, Found = void> = {
  kind: SubmissionKind
  schema: S
  arrayFields?: readonly string[]
  /** File inputs (an image upload): the schema gets their File; `store` checks the content. */
  fileFields?: readonly string[]
  person: (input: z.output<S>) => SubmissionPerson
  about?: (input: z.output<S>) => { propertyId?: number; projectId?: number }
  /** What is kept in `form_submissions.data`; by default the whole validated input. */
  data?: (input: z.output<S>) => Record<string, unknown>
  /** Whether the visitor also asked for the newsletter (a ticked box). */
  newsletter?: (input: z.output<S>) => boolean
  /**
   * Checks what the schema cannot (the listing still on the market, a slot still free) and stores
   * what else the request needs, in the submission's transaction; what it returns goes to the
   * e-mails. Returning `refuse(state)` refuses the request: nothing stays.
   */
  store?: (input: z.output<S>, context: StoreContext) => Promise<Found | Refusal>
  /** Every field of the request, labelled with `t` in `lang`: the body of both e-mails. */
  summary: (
    input: z.output<S>,
    t: Translator,
    context: MailContext<Found> & { lang: Language },
  ) => MailLine[] | Promise<MailLine[]>
  /** What the e-mails carry besides the fields: a link, copies, attachments, notes. */
  mail?: (
    input: z.output<S>,
    context: MailContext<Found> & { agencyT: Translator; visitorT: Translator },
  ) => RequestMailOptions | Promise<RequestMailOptions>
}

/** A request refused although its fields were right (the slot is full): nothing is stored. */
export class Refusal extends Error {
  constructor(readonly state: Omit<FormState, 'values'>) {
    super('request refused')
  }
}

/** What a form's `store` returns to refuse the request with `state`. */
export const refuse = (state: Omit<FormState, 'values'>) => new Refusal(state)

export type RequestOrigin = {
  ip: string
  /**
   * Submissions allowed per hour, and confirmations per address per day (FORM_LIMIT_* in the
   * environment).
   */
  limits: { perIp: number; perEmail: number; noScriptPerIp: number; confirmationsPerDay: number }
  /** The server found the database unreachable before the request came in (src/server/main.ts). */
  databaseUnreachable?: boolean
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

/** The request's two e-mails, from the form's summary and options, in the caller's transaction. */
async function queueMails<S extends z.ZodType, Found>(
  tx: Transaction,
  spec: RequestSpec<S, Found>,
  input: z.output<S>,
  request: {
    requestId: string
    person: SubmissionPerson
    context: MailContext<Found>
    confirmationsPerDay: number
  },
) {
  const { context } = request
  const [agencyT, visitorT] = await Promise.all([
    translatorFor(context.agency.language),
    translatorFor(context.locale),
  ])
  const options = await spec.mail?.(input, { ...context, agencyT, visitorT })
  await queueRequestMails(tx, {
    kind: spec.kind,
    requestId: request.requestId,
    locale: context.locale,
    person: request.person,
    agency: context.agency,
    summary: async (lang) => spec.summary(input, await translatorFor(lang), { ...context, lang }),
    confirmationsPerDay: request.confirmationsPerDay,
    ...options,
  })
}

/** Undoes, newest first, what a request left outside the database; a failure is only logged. */
async function undoAll(undos: (() => Promise<void>)[], kind: SubmissionKind) {
  for (const undo of undos.reverse()) {
    await undo().catch((err: unknown) => logger.error({ err, kind }, 'undoing a request failed'))
  }
}

/**
 * The path every visitor request takes (docs/decisions/012-forms.md): validate with the form's
 * schema, check the anti-spam proof and the rate limits, then store the submission, what else it
 * needs and its e-mails in one transaction. Only after the commit is the visitor thanked.
 */
export async function processRequest<S extends z.ZodType, Found>(
  spec: RequestSpec<S, Found>,
  formData: FormData,
  origin: RequestOrigin,
): Promise<ProcessResult> {
  const values = formValues(formData, spec.arrayFields)
  const requested = formData.get('locale')
  const locale: Language = isSupportedLanguage(requested) ? requested : 'en'
  const refused = (state: Omit<FormState, 'values'>): ProcessResult => ({
    accepted: false,
    state: { ...state, values },
  })

  const parsed = spec.schema.safeParse(formInput(formData, spec.arrayFields, spec.fileFields))
  if (!parsed.success) {
    const errorParams = fieldErrorParams(parsed.error)
    return refused({
      status: 'invalid',
      errors: fieldErrors(parsed.error),
      // Only where a message names what was typed (the unknown zones).
      ...(Object.keys(errorParams).length > 0 ? { errorParams } : {}),
    })
  }
  const input = parsed.data as z.output<S>

  const honeypot = formData.get('company_fax')
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    logger.warn({ kind: spec.kind, ip: origin.ip }, 'request refused: honeypot filled')
    return refused({ status: 'refused', errors: {}, formError: 'blocked' })
  }
  // The proof is checked before any limit is counted, so forged or replayed proofs cannot use up
  // another person's quota. A request that carries the widget's field is a scripted one: it
  // must prove the work, and cannot claim the no-script path (ADR 012) by leaving it empty.
  const field = formData.get('altcha')
  const scripted = formData.has('altcha')
  const noScript = !scripted && formData.get('nojs') === '1'
  if (!scripted && !noScript)
    return refused({ status: 'refused', errors: {}, formError: 'captcha' })
  const proof = typeof field === 'string' && field !== '' ? await verifyAltcha(field) : null
  if (scripted && !proof) return refusedProof(spec.kind, origin.ip, refused)
  // Nothing can be stored: the visitor keeps what they typed and is told to send it again soon.
  if (origin.databaseUnreachable)
    return refused({ status: 'refused', errors: {}, formError: 'outage' })

  const person = spec.person(input)
  const { limits } = origin
  const rateLimits: rateLimit.RateLimit[] = [
    { key: `form:ip:${origin.ip}`, max: limits.perIp, windowSeconds: hour },
    { key: `form:email:${person.email}`, max: limits.perEmail, windowSeconds: hour },
    ...(noScript
      ? [{ key: `form:noscript:${origin.ip}`, max: limits.noScriptPerIp, windowSeconds: hour }]
      : []),
  ]
  const undos: (() => Promise<void>)[] = []
  try {
    if (proof && (await wasRedeemed(db(), proof))) {
      return refusedProof(spec.kind, origin.ip, refused)
    }
    if (!(await rateLimit.consume(db(), rateLimits))) {
      logger.warn({ kind: spec.kind, ip: origin.ip }, 'request refused: rate limit')
      return refused({ status: 'refused', errors: {}, formError: 'rateLimited' })
    }
    if (Math.random() < 0.01) await Promise.all([rateLimit.prune(db()), pruneAltcha(db())])

    const config = await getSiteConfig()
    const agency = agencyOf(config)
    const requestId = randomUUID()
    const submissionId = await requestTransaction(async (tx) => {
      if (proof && !(await redeemAltcha(tx, proof))) {
        throw refuse({ status: 'refused', errors: {}, formError: 'captcha' })
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
          antispam: proof ? 'altcha' : 'no-script',
        })
        .returning({ id: formSubmissions.id })
      const submissionId = row!.id
      const found = spec.store
        ? await spec.store(input, {
            tx,
            submissionId,
            requestId,
            locale,
            config,
            agency,
            onFailure: (undo) => undos.push(undo),
          })
        : (undefined as Found)
      if (found instanceof Refusal) throw found
      await enqueueRequestWebhook(tx, submissionId)
      await enqueueCrmLead(tx, submissionId, env().CRM_PROVIDER)
      if (spec.newsletter?.(input)) await subscribeToNewsletter(tx, person.email, locale)
      await queueMails(tx, spec, input, {
        requestId,
        person,
        context: { found, config, locale, agency },
        confirmationsPerDay: limits.confirmationsPerDay,
      })
      return submissionId
    })
    return { accepted: true, submissionId, locale }
  } catch (error) {
    await undoAll(undos, spec.kind)
    if (error instanceof Refusal) return refused(error.state)
    logger.error({ err: error, kind: spec.kind }, 'storing a request failed')
    // A database that went away is not the visitor's to retry at once, nor the mail's fault.
    const outage = !(await databaseAnswers())
    return refused({ status: 'refused', errors: {}, formError: outage ? 'outage' : 'failed' })
  }
}

function refusedProof(
  kind: SubmissionKind,
  ip: string,
  refused: (state: Omit<FormState, 'values'>) => ProcessResult,
): ProcessResult {
  logger.warn({ kind, ip }, 'request refused: proof of work')
  return refused({ status: 'refused', errors: {}, formError: 'captcha' })
}

/** Whether the database answers a trivial query within a second (a hung one never does). */
function databaseAnswers(): Promise<boolean> {
  return boundedQuery(sharedPool(), 'select 1', 1_000).then(
    () => true,
    () => false,
  )
}
