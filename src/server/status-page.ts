import { readFileSync } from 'node:fs'
import path from 'node:path'
import { escapeHtml } from '@/lib/html/escape-html'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'

/** The language of a request path's first segment, else English (the path may be anything). */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]
  return isSupportedLanguage(first) ? first : 'en'
}

const catalogues = new Map<Language, Record<string, unknown>>()

/** The message catalogue of `lang` (messages/<lang>.json), read once. */
export function messagesOf(lang: Language): Record<string, unknown> {
  let messages = catalogues.get(lang)
  if (!messages) {
    messages = JSON.parse(readFileSync(path.resolve('messages', `${lang}.json`), 'utf8')) as Record<
      string,
      unknown
    >
    catalogues.set(lang, messages)
  }
  return messages
}

// Readable on a phone: a long word of the heading ("Momentanément indisponible") wraps instead of
// pushing the page sideways at 320 px with a reader's text spacing.
const style =
  'body{margin:0;padding:1rem;font-family:system-ui,sans-serif;line-height:1.5;overflow-wrap:break-word}h1{font-size:1.75rem;line-height:1.2}'

/**
 * A minimal page the custom server answers itself, before Next.js (which would give its bare error
 * document): the language, a heading, a sentence and one link on this site.
 */
export function statusPage(page: {
  lang: Language
  title: string
  message: string
  /** More of the page, already escaped HTML, between the sentence and the link. */
  body?: string
  link: { href: string; text: string }
}): string {
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/icon.svg" type="image/svg+xml"><title>${escapeHtml(page.title)}</title><style>${style}</style></head><body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${page.body ?? ''}<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p></main></body></html>`
}
