import type { IncomingMessage, ServerResponse } from 'node:http'
import { languageOfPath, messagesOf, statusPage } from './status-page'

/** Paths that serve files: a malformed one is a file that does not exist. */
const filePrefixes = ['/files/', '/img/', '/images/', '/testimonial-images/', '/_next/']

/**
 * True when the request target cannot be a real address of this site: percent-encoding that
 * does not decode as UTF-8, or a NUL character anywhere (PostgreSQL refuses NUL in text, so it
 * would otherwise surface as a 500 from a query). Such a URL was typed or forged, never linked.
 */
export function isMalformedTarget(target: string): boolean {
  const [pathname = '', query = ''] = target.split('?', 2)
  try {
    const path = decodeURIComponent(pathname)
    if (path.includes('\0')) return true
    for (const part of query.split('&')) {
      if (decodeURIComponent(part.replace(/\+/g, ' ')).includes('\0')) return true
    }
    return false
  } catch {
    return true
  }
}

/**
 * Answers a malformed request target itself: 404 for a file path, else 400 with a short page in
 * the path's language and a link home. Returns false for every other request.
 */
export function refuseMalformedUrl(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '/'
  if (!isMalformedTarget(target)) return false
  if (filePrefixes.some((prefix) => target.startsWith(prefix))) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Not found')
    return true
  }
  const lang = languageOfPath(target)
  const texts = messagesOf(lang).badRequest as { title: string; message: string; home: string }
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(
    statusPage({
      lang,
      title: texts.title,
      message: texts.message,
      link: { href: lang === 'en' ? '/' : `/${lang}/`, text: texts.home },
    }),
  )
  return true
}
