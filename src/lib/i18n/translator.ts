// Also outside Next (the CRM connectors in the process entry and `npm run crm`): no server-only
// marker here; server-translator.ts is the entry pages and actions use.
import { createTranslator, type Messages } from 'next-intl'
import type { Language } from './languages'

const catalogues = new Map<Language, Messages>()

/** The messages of `lang`, for texts rendered outside a page: e-mails, jobs, scripts. */
export async function messagesOf(lang: Language): Promise<Messages> {
  let messages = catalogues.get(lang)
  if (!messages) {
    messages = (await import(`../../../messages/${lang}.json`)).default as Messages
    catalogues.set(lang, messages)
  }
  return messages
}

/** A translator for `lang` over the whole catalogue, typed from en.json. */
export async function translatorFor(lang: Language) {
  return createTranslator({ locale: lang, messages: await messagesOf(lang) })
}

export type Translator = Awaited<ReturnType<typeof translatorFor>>
