import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { maxUploadMegabytes, serverActionBodyLimitBytes } from '@/lib/forms/uploads/upload-limits'
import { escapeHtml } from '@/lib/html/escape-html'

/** Beyond this the body is not worth reading to the end: the connection is cut instead. */
const drainLimitBytes = 256 * 1024 * 1024

type Texts = { title: string; message: string; back: string }

/**
 * A form posted without JavaScript whose body is above the server action limit (a CV over
 * 11 MB): Next.js would cut it off and answer with its bare error page. This is a form post
 * (multipart, no `Next-Action` header: with JavaScript the browser checks the size first), so
 * the visitor gets the upload's "too large" message in the page's language, with a link back to
 * the form. Returns false for every other request.
 */
export function refuseOversizedFormPost(req: IncomingMessage, res: ServerResponse): boolean {
  const length = Number(req.headers['content-length'])
  if (
    req.method !== 'POST' ||
    req.headers['next-action'] !== undefined ||
    !/^multipart\/form-data/i.test(req.headers['content-type'] ?? '') ||
    !(length > serverActionBodyLimitBytes)
  ) {
    return false
  }
  // The path alone: a request target such as `//elsewhere.example/` must not become a link away.
  const back = new URL(req.url ?? '/', 'http://localhost').pathname
  const texts = textsFor(languageOf(back))
  const page = `<!doctype html><html lang="${texts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/icon.svg" type="image/svg+xml"><title>${escapeHtml(texts.title)}</title></head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.message)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(texts.back)}</a></p></main></body></html>`
  const answer = () => {
    if (res.headersSent) return
    res.writeHead(413, { 'content-type': 'text/html; charset=utf-8', connection: 'close' })
    res.end(page)
  }
  // A browser shows an answer only once it has sent its body: read it to the end, keeping
  // nothing, unless it is absurdly large.
  if (length > drainLimitBytes) {
    answer()
    req.destroy()
  } else {
    req.on('end', answer)
    req.on('error', () => res.destroy())
    req.resume()
  }
  return true
}

function languageOf(url: string): Language {
  const first = url.split('/')[1]
  return isSupportedLanguage(first) ? first : 'en'
}

const cache = new Map<Language, Texts & { lang: Language }>()

function textsFor(lang: Language): Texts & { lang: Language } {
  let texts = cache.get(lang)
  if (!texts) {
    const messages = JSON.parse(readFileSync(path.resolve('messages', `${lang}.json`), 'utf8')) as {
      upload: { errors: { 'too-large': string }; oversized: Omit<Texts, 'message'> }
    }
    texts = {
      lang,
      title: messages.upload.oversized.title,
      back: messages.upload.oversized.back,
      message: messages.upload.errors['too-large'].replace(
        /\{maxMegabytes, number\}/,
        new Intl.NumberFormat(lang).format(maxUploadMegabytes),
      ),
    }
    cache.set(lang, texts)
  }
  return texts
}
