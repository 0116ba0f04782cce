import 'server-only'
import { getMessages } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { localizedUrl } from '@/lib/routing/localized-url'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { siteLogo } from '@/lib/site-config/branding'
import type { ErrorFrame } from './error-frame'

/**
 * The error page's texts, logo and home link in one language. Only from what the layout already
 * has (the configuration, the catalogue): a page that fails because the database does should
 * still get its error page.
 */
export async function loadErrorFrame(config: SiteConfig, lang: Language): Promise<ErrorFrame> {
  const logo = siteLogo(config)
  return {
    texts: (await getMessages({ locale: lang })).errorPage,
    // A language's root URL is its homepage.
    homeHref: localizedUrl(lang, '', config.defaultLanguage),
    logo: {
      src: logo.src,
      alt: localize(logo.alt, lang, config.defaultLanguage),
      width: logo.width,
      height: logo.height,
    },
  }
}
