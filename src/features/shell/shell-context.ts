import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Language } from '@/lib/i18n/languages'
import type { Hrefs } from '@/lib/routing/hrefs'

/** What every part of the page shell needs to render one page in one language. */
export type ShellContext = {
  lang: Language
  defaultLanguage: Language
  enabled: Language[]
  config: SiteConfig
  hrefs: Hrefs
  /** The URL of the current page in each enabled language (the language switcher's targets). */
  alternates: Partial<Record<Language, string>>
  isHome: boolean
}
