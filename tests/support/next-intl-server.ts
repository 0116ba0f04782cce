import { readFileSync } from 'node:fs'
import { createTranslator } from 'next-intl'

/**
 * `next-intl/server` for code run outside Next (`vi.mock('next-intl/server', () =>
 * import('…/tests/support/next-intl-server'))`): the real catalogues through next-intl's own
 * translator.
 */
export async function getTranslations({
  locale,
  namespace,
}: {
  locale: string
  namespace: string
}) {
  return createTranslator({
    locale,
    namespace: namespace as never,
    messages: JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')),
  })
}
