import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { escapeHtml } from '@/lib/html/escape-html'
import { languageOfPath, messagesOf, statusPage } from './status-page'

/**
 * Paths that need no database: files (which get no HTML page in any case), and the forms'
 * proof-of-work challenge, an HMAC of APP_SECRET: during an outage a form that keeps what was typed
 * must still get a challenge, or its widget says the verification failed beside the outage notice.
 */
const filePrefixes = [
  '/_next/',
  '/files/',
  '/img/',
  '/images/',
  '/testimonial-images/',
  '/api/altcha/',
]

/** Seconds a browser or crawler is asked to wait before it tries again. */
export const retryAfterSeconds = 30

type Texts = {
  title: string
  message: string
  retry: string
  formKept: string
  typed: string
  resend: string
}

/** Whether answering `url` needs the database: every page and form, not the files nor the challenge. */
export function needsDatabase(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/'
  if (filePrefixes.some((prefix) => pathname.startsWith(prefix))) return false
  return !/\.[a-z0-9]+$/i.test(pathname)
}

/**
 * A form posted without JavaScript: a server action's fields in the body, no `Next-Action` header
 * (with JavaScript the action is a fetch that carries it).
 */
export function isFormPost(req: IncomingMessage): boolean {
  return (
    req.method === 'POST' &&
    req.headers['next-action'] === undefined &&
    /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(
      req.headers['content-type'] ?? '',
    )
  )
}

/**
 * The page for a request that needs the database while it is unreachable: 503 with Retry-After,
 * in the path's language, plain HTML without scripts, and a link to try the same address again.
 * A form posted without JavaScript gets what was typed back: shown, and in a form that sends the
 * same fields to the same address again (files excepted: a browser cannot be handed a file).
 */
export async function answerUnavailable(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // The path alone: a request target such as `//elsewhere.example/` must not become a link away.
  const url = new URL(req.url ?? '/', 'http://localhost')
  const lang = languageOfPath(url.pathname)
  const texts = messagesOf(lang).unavailable as Texts
  const posted = isFormPost(req) ? await postedFields(req) : null
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
  })
  res.end(
    req.method === 'HEAD'
      ? undefined
      : statusPage({
          lang,
          title: texts.title,
          message: posted ? texts.formKept : texts.message,
          body: posted ? keptInput(posted, url.pathname + url.search, texts) : undefined,
          link: { href: url.pathname, text: texts.retry },
        }),
  )
}

/** The posted text fields, in order; null when the body cannot be read as a form. */
async function postedFields(req: IncomingMessage): Promise<[string, string][] | null> {
  try {
    const body = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Readable.toWeb(req) as ReadableStream,
      duplex: 'half',
    } as RequestInit)
    const fields: [string, string][] = []
    for (const [name, value] of await body.formData()) {
      if (typeof value === 'string') fields.push([name, value])
    }
    return fields
  } catch {
    return null
  }
}

// Fields the visitor did not type: React's action references, the proof of work, the form's
// language and no-script markers, the honeypot.
const technical = /^(\$ACTION|altcha$|nojs$|locale$|company_fax$)/

function keptInput(fields: [string, string][], action: string, texts: Texts): string {
  const typed = fields
    .filter(([name, value]) => !technical.test(name) && value.trim() !== '')
    .map(([, value]) => `<li>${escapeHtml(value)}</li>`)
    .join('')
  const hidden = fields
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
  return (
    `<h2>${escapeHtml(texts.typed)}</h2><ul>${typed}</ul>` +
    `<form method="post" enctype="multipart/form-data" action="${escapeHtml(action)}">${hidden}` +
    `<button type="submit">${escapeHtml(texts.resend)}</button></form>`
  )
}
