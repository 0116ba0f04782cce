import { readFileSync } from 'node:fs'
import { createTranslator } from 'next-intl'

/**
 * `next-intl/server` for code run outside Next (`vi.mock('next-intl/server', () =>
 * import('…/tests/support/next-intl-server'))`): the real catalogues through next-intl's own
 * translator. The client messages, locale and time zone follow the language a page last asked its
 * texts in, as a request's would.
 */
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))
let pageLocale = 'en'

export async function getTranslations({
  locale,
  namespace,
}: {
  locale: string
  namespace: string
}) {
  pageLocale = locale
  return createTranslator({ locale, namespace: namespace as never, messages: catalogue(locale) })
}

export const getMessages = async () => catalogue(pageLocale)
export const getLocale = async () => pageLocale
export const getTimeZone = async () => 'Europe/Brussels'
