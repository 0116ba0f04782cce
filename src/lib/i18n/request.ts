import { getRequestConfig } from 'next-intl/server'
import { isSupportedLanguage } from './languages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isSupportedLanguage(requested) ? requested : 'en'
  return {
    locale,
    timeZone: 'Europe/Brussels',
    messages: (await import(`../../../messages/${locale}.json`)).default,
  }
})
