import 'server-only'
import { logger } from '@/lib/logger'
import { defuseLinks, greetableName } from '@/server/mail/defuse'
import { enqueueMail } from '@/server/mail/outbox'
import * as rateLimit from '@/server/rate-limit'
import type { OutboxAttachment } from '@/server/db/schema'
import type { Language } from '@/lib/i18n/languages'
import { translatorFor, type Translator } from '@/lib/i18n/server-translator'
import { formatPhone } from '@/lib/format/phone-format'
import { escapeHtml } from '@/lib/html/escape-html'
import type { SubmissionKind } from './submission-kinds'
import type { Executor } from '@/server/db/types'

export type MailLine = { label: string; value: string }

export type RequestMail = {
  kind: SubmissionKind
  /** Unique forever (survives a database reset): part of every Message-ID. */
  requestId: string
  locale: Language
  person: { firstName?: string; lastName?: string; email: string; phone?: string }
  /** Every field of the request, labelled in `lang`. */
  summary: (lang: Language) => Promise<MailLine[]>
  /**
   * Absolute link to the property or project the request is about; a label given per language
   * follows each e-mail's language.
   */
  link?: { label: string | ((lang: Language) => Promise<string>); url: string }
  /** Files attached to the agency's e-mail (and its copies). */
  attachments?: OutboxAttachment[]
  /** Files attached to the visitor's confirmation too (a booked visit's calendar file). */
  visitorAttachments?: OutboxAttachment[]
  agency: { name: string; email: string; phone: string; language: Language }
  /** Who else gets the agency's e-mail, e.g. the listing's agent. */
  copyTo?: string[]
  /** Whether the visitor gets a confirmation (send to friend mails the friend instead). */
  confirm?: boolean
  /**
   * Confirmations one address may get per day (FORM_LIMIT_CONFIRMATIONS): the address is whatever
   * was typed, so without a cap the form would mail anyone as often as someone likes.
   */
  confirmationsPerDay?: number
  /** Paragraphs after the fields of the agency's e-mail, in its language (links to act on). */
  agencyNotes?: string[]
  /** The confirmation's opening thanks, in the visitor's language, when "we will get back to you" is not true (a booked visit). */
  visitorThanks?: string
  /** Paragraphs before the signature of the visitor's confirmation, in the visitor's language. */
  visitorNotes?: string[]
  /** Extra header fields of the confirmation (List-Unsubscribe, RFC 8058). */
  visitorHeaders?: Record<string, string>
}

/** What a form adds to its request's e-mails; processRequest fills in the rest. */
export type RequestMailOptions = Omit<
  RequestMail,
  'kind' | 'requestId' | 'locale' | 'person' | 'summary' | 'agency'
>

/** French puts a space before the colon; the other languages do not. */
const colon = (lang: Language) => (lang === 'fr' ? ' : ' : ': ')

function render(lang: Language, lines: MailLine[], intro: string[], outro: string[]) {
  const text = [
    ...intro,
    '',
    ...lines.map((line) => `${line.label}${colon(lang)}${line.value}`),
    '',
    ...outro,
  ].join('\n')
  const rows = lines
    .map(
      (line) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(line.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(line.value)}</td></tr>`,
    )
    .join('')
  const paragraphs = (texts: string[]) =>
    texts
      .map((t) => `<p>${escapeHtml(t).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`)
      .join('')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2327">${paragraphs(intro)}<table>${rows}</table>${paragraphs(outro)}</body></html>`
  return { text, html }
}

/** The person's phone as typed, plus its readable grouping (specification §5). */
export function phoneLine(label: string, phone: string): MailLine {
  const formatted = formatPhone(phone)
  return { label, value: formatted === phone ? phone : `${formatted} (${phone})` }
}

/** The lines of specification §3 "Person", labelled in the translator's language. */
export function personLines(
  t: Translator,
  person: { title?: string; firstName?: string; lastName?: string; email: string; phone?: string },
): MailLine[] {
  const lines: MailLine[] = []
  if (person.title === 'mr' || person.title === 'ms' || person.title === 'miss') {
    lines.push({ label: t('forms.fields.title'), value: t(`forms.titles.${person.title}`) })
  }
  if (person.firstName) lines.push({ label: t('forms.fields.firstName'), value: person.firstName })
  if (person.lastName) lines.push({ label: t('forms.fields.lastName'), value: person.lastName })
  lines.push({ label: t('forms.fields.email'), value: person.email })
  if (person.phone) lines.push(phoneLine(t('forms.fields.phone'), person.phone))
  return lines
}

/** A line only when there is something to say. */
export const optionalLine = (
  label: string,
  value: string | number | null | undefined,
): MailLine[] =>
  value === undefined || value === null || value === '' ? [] : [{ label, value: String(value) }]

/** Whether the visitor asked for the newsletter, on a form that offers it. */
export const newsletterLine = (t: Translator, chosen: boolean | undefined): MailLine => ({
  label: t('forms.fields.newsletter'),
  value: t(chosen ? 'contactForms.yes' : 'contactForms.no'),
})

/** The agency details every request e-mail needs, from the site configuration. */
export function agencyOf(config: {
  agency: { name: string; email: string; phone: string }
  defaultLanguage: Language
}): RequestMail['agency'] {
  const { name, email, phone } = config.agency
  return { name, email, phone, language: config.defaultLanguage }
}

async function linkLines(link: RequestMail['link'], lang: Language): Promise<string[]> {
  if (!link) return []
  const label = typeof link.label === 'string' ? link.label : await link.label(lang)
  return [`${label}${colon(lang)}${link.url}`]
}

/**
 * Queues, in the caller's transaction, the agency's e-mail with every field (in the agency's
 * language, reply-to the visitor; also to `copyTo`) and the visitor's confirmation in the
 * visitor's language.
 */
export async function queueRequestMails(tx: Executor, mail: RequestMail) {
  const name = [mail.person.firstName, mail.person.lastName].filter(Boolean).join(' ')
  const agencyT = await translatorFor(mail.agency.language)
  const agencyLines = await mail.summary(mail.agency.language)
  const agencyBody = render(
    mail.agency.language,
    agencyLines,
    [agencyT('requestMail.agencyIntro', { language: agencyT(`languages.${mail.locale}`) })],
    [...(await linkLines(mail.link, mail.agency.language)), ...(mail.agencyNotes ?? [])],
  )
  const copies = [...new Set(mail.copyTo ?? [])].filter(
    (address) => address.toLowerCase() !== mail.agency.email.toLowerCase(),
  )
  for (const [index, to] of [mail.agency.email, ...copies].entries()) {
    await enqueueMail(tx, {
      idempotencyKey: `${mail.kind}:${mail.requestId}:agency${index === 0 ? '' : `:${index}`}`,
      kind: mail.kind,
      to,
      replyTo: mail.person.email,
      subject: `${agencyT(`requestMail.subjects.${mail.kind}`)}${name ? ` – ${name}` : ''}`,
      text: agencyBody.text,
      html: agencyBody.html,
      attachments: mail.attachments ?? [],
      language: mail.agency.language,
    })
  }
  if (mail.confirm === false) return
  if (mail.confirmationsPerDay !== undefined) {
    const key = `confirmations:${mail.person.email.toLowerCase()}`
    const limit = { key, max: mail.confirmationsPerDay, windowSeconds: 86_400 }
    if (!(await rateLimit.consume(tx, [limit]))) {
      logger.warn({ kind: mail.kind }, 'confirmation not sent: daily limit of the address reached')
      return
    }
  }
  const t = await translatorFor(mail.locale)
  const typed = mail.locale === mail.agency.language ? agencyLines : await mail.summary(mail.locale)
  // What the visitor typed goes to an address they typed: quoted as data, links defused. Their own
  // address stays as it is: it is where this e-mail goes anyway.
  const lines = typed.map((line) =>
    line.value === mail.person.email ? line : { ...line, value: defuseLinks(line.value) },
  )
  const greeted = greetableName(mail.person.firstName)
  const body = render(
    mail.locale,
    lines,
    [
      greeted ? t('requestMail.greeting', { name: greeted }) : t('requestMail.greetingWithoutName'),
      mail.visitorThanks ?? t('requestMail.thanks', { agency: mail.agency.name }),
      t('requestMail.yourRequest'),
    ],
    [
      ...(await linkLines(mail.link, mail.locale)),
      ...(mail.visitorNotes ?? []),
      t('requestMail.signature', {
        agency: mail.agency.name,
        phone: mail.agency.phone,
        email: mail.agency.email,
      }),
    ],
  )
  await enqueueMail(tx, {
    idempotencyKey: `${mail.kind}:${mail.requestId}:visitor`,
    kind: `${mail.kind}-confirmation`,
    to: mail.person.email,
    subject: `${t(`requestMail.subjects.${mail.kind}`)} – ${mail.agency.name}`,
    text: body.text,
    html: body.html,
    attachments: mail.visitorAttachments ?? [],
    headers: mail.visitorHeaders,
    language: mail.locale,
  })
}
