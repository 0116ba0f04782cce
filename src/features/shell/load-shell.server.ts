import 'server-only'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings, getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { hrefsFor } from '@/lib/routing/hrefs'
import type { ShellContext } from './shell-context'

export async function loadShell(
  lang: Language,
  alternates: ShellContext['alternates'],
  isHome: boolean,
): Promise<ShellContext> {
  const [config, settings, catalogue] = await Promise.all([
    getSiteConfig(),
    getLanguageSettings(),
    getPathCatalogue(),
  ])
  return {
    lang,
    defaultLanguage: settings.defaultLanguage,
    enabled: settings.enabled,
    config,
    hrefs: hrefsFor(catalogue, lang, settings.defaultLanguage),
    alternates,
    isHome,
  }
}
