import type { IncomingMessage, ServerResponse } from 'node:http'
import { languageOfPath, messagesOf, statusPage } from './status-page'

/** Paths served from files, which need no database (and get no HTML page in any case). */
const filePrefixes = ['/_next/', '/files/', '/img/', '/images/', '/testimonial-images/']

/** Seconds a browser or crawler is asked to wait before it tries again. */
export const retryAfterSeconds = 30

/** Whether answering `url` needs the database: every page and form, not the files. */
export function needsDatabase(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/'
  if (filePrefixes.some((prefix) => pathname.startsWith(prefix))) return false
  return !/\.[a-z0-9]+$/i.test(pathname)
}

/**
 * The page for a request that needs the database while it is unreachable: 503 with Retry-After,
 * in the path's language, plain HTML without scripts, and a link to try the same address again.
 */
export function answerUnavailable(req: IncomingMessage, res: ServerResponse): void {
  const target = req.url ?? '/'
  const lang = languageOfPath(target)
  const texts = messagesOf(lang).unavailable as { title: string; message: string; retry: string }
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
          message: texts.message,
          link: { href: target.split('?')[0] ?? '/', text: texts.retry },
        }),
  )
}
